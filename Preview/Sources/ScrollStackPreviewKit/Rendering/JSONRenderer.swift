import Foundation

/// Writes a document as JSON: every frame and step, keys sorted so that runs diff cleanly.
public enum JSONRenderer {
    /// The document as JSON.
    ///
    /// - Parameter pretty: Indented, one value per line; otherwise on one line.
    public static func render(_ document: PreviewDocument, pretty: Bool = true) throws(PreviewError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(document)
        } catch {
            throw PreviewError(.core, "internal error: the frames could not be written as JSON: \(error)")
        }
    }
}
