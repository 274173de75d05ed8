# Trellis: make (debug build), make run, make test, make bench, make release, make clean.
SWIFT ?= swift
export LANG ?= C.UTF-8

.PHONY: all deps build release run test bench clean

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

# Unit, property, snapshot and tmux end-to-end tests (all XCTest: the Swift Testing runner,
# which would only report "0 tests", is left out).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

# Benchmarks in a release build (never timed unit tests): every row of `trellis bench`, specs
# loaded from files and keys drawn on a pseudo-terminal (see docs/performance.md).
bench: release
	$$($(SWIFT) build -c release --show-bin-path)/trellis bench

clean:
	$(SWIFT) package clean
	rm -rf .build
