import CodeIndex
import Explainer

/// Where a file of the source tree opens from a report: the repository's
/// page of the file at the commit when the run knows one (GitHub Actions),
/// else the file on this machine, which a browser opens and a pasted issue
/// cannot (so Markdown links only to the web).
package struct SourceLinks: Sendable {
    /// `https://github.com/org/app/blob/3f2c…/` or `file:///Users/me/App/`: the tree's path follows.
    let base: String

    package init(base: String) {
        self.base = base.hasSuffix("/") ? base : base + "/"
    }

    /// A page of the web, which a pasted issue can follow.
    var isWeb: Bool { base.hasPrefix("https://") || base.hasPrefix("http://") }

    /// `…/Ledger/SummaryCardView.swift#L23` on the web; the file alone on this machine.
    func url(_ file: String, line: Int) -> String {
        let path = file.split(separator: "/").map { $0.addingPercentEncodingForPath }.joined(separator: "/")
        return base + path + (isWeb ? "#L\(line)" : "")
    }

    /// Who made a constraint, each place of the source in it linked: `link`
    /// writes one (Markdown's or HTML's), `escape` the text around the places.
    func linked(_ maker: String, source: SourceMatch?, link: (String, String) -> String, escape: (String) -> String) -> String {
        guard let source else { return escape(maker) }
        var rest = Substring(maker)
        var result = ""
        for site in source.sites {
            guard let range = rest.range(of: site.place) else { continue }
            result += escape(String(rest[..<range.lowerBound])) + link(site.place, url(site.file, line: site.line))
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
