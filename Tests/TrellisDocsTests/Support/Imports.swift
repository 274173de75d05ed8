@_exported import TrellisTestSupport
