import ScrollStackExamples
import SwiftUI

/// Every example screen behind a list.
@main
struct ScrollStackDemoApp: App {
    var body: some Scene {
        WindowGroup { ExampleList() }
    }
}
