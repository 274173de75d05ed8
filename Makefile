# Trellis: make (debug build), make run, make test, make bench, make release, make pictures, make clean.
SWIFT ?= swift
export LANG ?= C.UTF-8

.PHONY: all deps build release run test bench pictures clean

all: build

# libncurses-dev and tmux, installed with apt-get when missing.
deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Opens the interactive previewer on the built-in gallery.
run: build
	$$($(SWIFT) build --show-bin-path)/trellis

# Unit, property, snapshot and tmux end-to-end tests: the XCTest tests, then the Swift Testing
# `@Test` functions (TrellisTesting's assertions under Swift Testing).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing
	$(SWIFT) test --skip-build --disable-xctest

# Benchmarks in a release build (never timed unit tests): every row of `trellis bench`, specs
# loaded from files and keys drawn on a pseudo-terminal (see docs/performance.md).
bench: release
	$$($(SWIFT) build -c release --show-bin-path)/trellis bench

# The pictures in docs/images (the README's photo wall), drawn by `trellis export`; a test
# checks that they are current.
pictures: build
	scripts/pictures.sh $$($(SWIFT) build --show-bin-path)/trellis docs/images

clean:
	$(SWIFT) package clean
	rm -rf .build
