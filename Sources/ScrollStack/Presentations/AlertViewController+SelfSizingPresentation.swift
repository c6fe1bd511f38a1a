#if canImport(UIKit)
import UIKit

extension AlertViewController: SelfSizingPresentation {}
#endif
