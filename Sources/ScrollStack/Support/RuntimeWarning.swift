#if canImport(UIKit)
import Foundation
import os

/// Logs warnings about the app's input that the container can carry on past, once where they
/// arise, as SwiftUI logs a repeated `ForEach` identifier; the words are the core's.
enum RuntimeWarning {
    static func log(_ message: RuntimeWarningMessage) {
        os_log("%{public}@", type: .fault, message.text as NSString)
    }
}
#endif
