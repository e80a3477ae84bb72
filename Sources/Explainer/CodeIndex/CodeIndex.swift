/// Every place in the app's source where a constraint is made, built from
/// the files' text in one pass (the command reads the tree; this reads
/// text): layout anchors and `NSLayoutConstraint(item:…)` in Swift and
/// Objective-C, SnapKit's and Masonry's chains, and Interface Builder's documents.
package struct CodeIndex: Sendable {
    package let sites: [ConstraintSite]
    /// How many files were read.
    package let fileCount: Int

    /// `files`: each path relative to the source root, and its text.
    package init(files: [(path: String, text: String)]) {
        var sites: [ConstraintSite] = []
        for file in files {
            if file.path.hasSuffix(".swift") {
                sites += SwiftAnchorScanner.sites(in: file.text, file: file.path)
                sites += ItemAttributeScanner.sites(in: file.text, file: file.path, objectiveC: false)
                sites += MakerChainScanner.sites(in: file.text, file: file.path, library: .snapKit)
            } else if file.path.hasSuffix(".m") || file.path.hasSuffix(".mm") {
                sites += ObjectiveCAnchorScanner.sites(in: file.text, file: file.path)
                sites += ItemAttributeScanner.sites(in: file.text, file: file.path, objectiveC: true)
                sites += MakerChainScanner.sites(in: file.text, file: file.path, library: .masonry)
            } else if file.path.hasSuffix(".xib") || file.path.hasSuffix(".storyboard") {
                sites += InterfaceBuilderScanner.sites(in: file.text, file: file.path)
            }
        }
        self.sites = sites
        fileCount = files.count
    }
}
