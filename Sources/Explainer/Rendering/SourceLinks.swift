import CodeIndex
import Explainer

/// Where a file of the source tree opens from a report: the repository's
/// page of the file at the commit when the run knows one (GitHub Actions)
/// and the file lies in its checkout, else the file on this machine, which
/// a browser opens and a pasted issue cannot (so Markdown links only to the web).
package struct SourceLinks: Sendable {
    /// The folder the files' relative paths start from.
    let workingDirectory: String
    /// The checkout's folder and the repository's pages at the run's commit
    /// (`https://github.com/org/app/blob/3f2c…/`); nil off a CI job.
    let checkout: (folder: String, pages: String)?

    package init(workingDirectory: String, checkout: (folder: String, pages: String)? = nil) {
        self.workingDirectory = workingDirectory
        self.checkout = checkout.map { ($0.folder, $0.pages.hasSuffix("/") ? $0.pages : $0.pages + "/") }
    }

    /// Links go to pages of the web, which a pasted issue can follow.
    var isWeb: Bool { checkout != nil }

    /// `…/Ledger/SummaryCardView.swift#L23` on the web, `file:///…/SummaryCardView.swift`
    /// on this machine; nil on the web for a file outside the checkout.
    func url(_ file: String, line: Int) -> String? {
        let absolute = file.hasPrefix("/") ? file : (workingDirectory == "/" ? "" : workingDirectory) + "/" + file
        let encoded = { (path: Substring) in path.split(separator: "/").map { $0.addingPercentEncodingForPath }.joined(separator: "/") }
        guard let checkout else { return "file://" + "/" + encoded(Substring(absolute)) }
        guard absolute.hasPrefix(checkout.folder + "/") else { return nil }
        return checkout.pages + encoded(absolute.dropFirst(checkout.folder.count + 1)) + "#L\(line)"
    }

    /// Who made a constraint, each place of the source in it linked: `link`
    /// writes one (Markdown's or HTML's), `escape` the text around the places.
    func linked(_ maker: String, source: SourceMatch?, link: (String, String) -> String, escape: (String) -> String) -> String {
        guard let source else { return escape(maker) }
        var rest = Substring(maker)
        var result = ""
        for site in source.sites {
            guard let range = rest.range(of: site.place), let url = url(site.file, line: site.line) else { continue }
            result += escape(String(rest[..<range.lowerBound])) + link(site.place, url)
            rest = rest[range.upperBound...]
        }
        return result + escape(String(rest))
    }
}

extension Substring {
    /// A path's piece as a URL holds it: letters, digits and `-._~` as they are, the rest `%XX`.
    fileprivate var addingPercentEncodingForPath: String {
        var encoded = ""
        for byte in utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 128, character.isLetter || character.isNumber || "-._~+@".contains(character) {
                encoded.append(character)
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return encoded
    }
}

extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
