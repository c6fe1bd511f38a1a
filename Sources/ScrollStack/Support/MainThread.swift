#if canImport(UIKit)
import Foundation

/// Runs `body`, isolated to the main actor, from an override the iOS 16 SDK leaves nonisolated but
/// UIKit only ever calls on the main thread (the accessibility actions of `NSObject`), or from a
/// SwiftUI gesture the iOS 16 SDK leaves nonisolated.
///
/// `MainActor.assumeIsolated` does the same from iOS 17's SDK on; this checks the thread and calls
/// the main-actor function directly, which has the same calling convention.
///
/// - Precondition: called on the main thread.
func runOnMainThread<T>(_ body: @MainActor () -> T) -> T {
    precondition(Thread.isMainThread, "ScrollStack: a UIKit accessibility action ran off the main thread")
    return withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> T).self)()
    }
}
#endif
