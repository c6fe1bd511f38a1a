import Foundation

/// The strings tables ScrollStack ships, for the core to read: a target of its own, compiled in
/// the Swift 5 language mode, because the resource accessor SwiftPM generates for a target with
/// resources (`Bundle.module`) is rejected by the Swift 6 mode where `Bundle` is not yet `Sendable`
/// (iOS SDKs before Foundation marked it so). Nothing else lives here.
package enum ScrollStackStrings {
    /// The localizations with tables, as their resource folders are named.
    package static var localizations: [String] {
        Bundle.module.localizations.filter { $0 != "Base" }
    }

    /// The strings of table `name` in `localization`, empty when it can't be read.
    package static func table(_ name: String, localization: String) -> [String: String] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "strings", subdirectory: nil, localization: localization),
              let data = try? Data(contentsOf: url),
              let table = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String]
        else { return [:] }
        return table
    }
}
