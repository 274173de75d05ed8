import Foundation

/// Environment access without importing Foundation everywhere.
enum ProcessInfoShim {
    static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
}
