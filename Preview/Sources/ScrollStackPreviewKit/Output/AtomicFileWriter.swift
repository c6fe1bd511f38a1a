import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that it is either wholly replaced or left as it was: the data goes to a
/// temporary file beside it, which is then renamed over it. A device or pipe already at the path,
/// such as `/dev/stdout`, is written to in place instead: renaming over it would replace it.
public enum AtomicFileWriter {
    /// Writes `data` to `url`, replacing any file there only once all of it is written.
    ///
    /// - Throws: An output error naming the path and the reason.
    public static func write(_ data: Data, to url: URL) throws(PreviewError) {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            do {
                let handle = try FileHandle(forWritingTo: url)
                try handle.write(contentsOf: data)
                try handle.close()
            } catch {
                throw PreviewError(.output, "cannot write '\(url.path)': \(reason(error))")
            }
            return
        }
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
        } catch {
            throw PreviewError(.output, "cannot write '\(url.path)': \(reason(error))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw PreviewError(.output, "cannot write '\(url.path)': \(message)")
        }
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return error.localizedDescription
    }
}
