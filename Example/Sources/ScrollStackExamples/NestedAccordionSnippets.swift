#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStack
import SwiftUI

// The SwiftUI snippet of the accordion article's part on nesting, compiled here exactly as the
// article prints it.

/// Settings whose "Notifications" section is an accordion of its own, in SwiftUI.
struct NestedSettingsScreen: View {
    let groups = ["General", "Notifications", "Privacy"]
    let alerts = ["Sounds", "Badges", "Banners"]
    @State private var openGroup: String? = "Notifications"
    @State private var openAlert: String?

    var body: some View {
        AccordionStack(groups, id: \.self, selection: $openGroup, title: { $0 }) { group in
            if group == "Notifications" {
                AccordionStack(alerts, id: \.self, selection: $openAlert, title: { $0 }) { alert in
                    Text("\(alert) settings").padding()
                }
                .sectionSizing(.fitsContent) // sizes its section, frame by frame
            } else {
                Text("\(group) settings").padding()
            }
        }
        .sectionSizing(.fitsContent)
    }
}
#endif
