import LogParser

/// Who wrote a constraint, as far as the log shows it, with the evidence
/// that says so and how sure that evidence makes it. Only evidence makes a
/// constraint the app's: a constraint between Apple's public classes alone
/// (`UILabel.leading == UIView.leading + 16`) could be the app's or a
/// library's, and is said to be either.
package struct Maker: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// The app's own code, storyboards or calls into a layout library.
        case app
        /// A library the app links (`Tabman.TabmanBar`, `IQToolbar`).
        case library(String)
        /// UIKit or AppKit, or one of Apple's private views.
        case apple
        /// The app's or a library's: Apple's public classes say nothing more.
        case appOrLibrary
    }

    /// How sure the evidence makes the kind.
    package enum Degree: String, Hashable, Sendable, CaseIterable {
        /// The evidence can only mean this kind (a system identifier, a file and line).
        case sure
        /// The evidence usually means it (a class without a module of Apple's).
        case likely
        /// No evidence either way.
        case notKnown = "not known"
    }

    package let kind: Kind
    package let evidence: MakerEvidence
    package let degree: Degree

    package init(_ kind: Kind, _ evidence: MakerEvidence, _ degree: Degree) {
        self.kind = kind
        self.evidence = evidence
        self.degree = degree
    }

    /// The library's name, for a library's constraint.
    package var library: String? {
        if case .library(let name) = kind { name } else { nil }
    }

    /// As JSON names the kind.
    package var kindName: String {
        switch kind {
        case .app: "app"
        case .library: "library"
        case .apple: "apple"
        case .appOrLibrary: "app or library"
        }
    }
}

/// What in the log says who made a constraint.
package enum MakerEvidence: Hashable, Sendable {
    /// An identifier Apple's frameworks write (`UIView-Encapsulated-Layout-Width`).
    case systemIdentifier(String)
    /// An identifier UIKit and AppKit never write: the app's (or its library's) own.
    case ownIdentifier(String)
    /// A constraint class that says who makes it (`NSIBPrototypingLayoutConstraint`).
    case constraintClass(String)
    /// The file and line a layout library printed (`@File.swift#88`).
    case sourceLocation(CodeLocation)
    /// The frame of a view, turned into constraints by its autoresizing mask.
    case frameOf(String)
    /// A view class of Apple's private views (`_UIButtonBarStackView`).
    case appleClass(String)
    /// A class in the app's own module (`Shop.CartView`, the module the process is named for).
    case appClass(String)
    /// A class of a library the catalogue knows, or of a module not the app's.
    case libraryClass(String)
    /// A class of neither Apple nor a known library (`RecipeCell`): usually the app's.
    case otherClass(String)
    /// A view of a public class whose every constraint here ties it to Apple's private views.
    case heldView(String, by: String)
    /// A guide one of Apple's views makes inside itself.
    case appleGuide(String)
    /// A report logged by one of Apple's own processes.
    case appleProcess(String)
    /// Interface Builder's, for a view the storyboard left without constraints.
    case interfaceBuilder
    /// A cell's lone size in a log whose descriptions hide UIKit's identifiers (`HiddenIdentifiers`).
    case hiddenIdentifier
    /// The call that makes it, found in the app's source tree (`--source`).
    case sourceCall(String)
    /// A shape only UIKit prints (a cell content view's `height == 44` before it sizes itself).
    case knownShape(String)
    /// Nothing but Apple's public classes (`UIView`, `UILabel`), which anyone can use.
    case publicClassesOnly

    /// The fact in a few words, for JSON and for notes.
    package var words: String {
        switch self {
        case .systemIdentifier(let identifier): "the identifier '\(identifier)', which \(identifierMaker(identifier)) writes"
        case .ownIdentifier(let identifier): "the identifier '\(identifier)', which UIKit and AppKit never write"
        case .constraintClass(let name): "its class, \(name)"
        case .sourceLocation(let location): "the call at \(location.path):\(location.line)"
        case .frameOf(let view): "the autoresizing mask of \(view)"
        case .appleClass(let name): "\(name), a private class of Apple's"
        case .appClass(let name): "\(name), a class of the app's module"
        case .libraryClass(let name): "\(name), a library's class"
        case .otherClass(let name): "\(name), a class not of Apple's frameworks"
        case .heldView(let view, let holder): "\(view), tied here only to Apple's private views (\(holder))"
        case .appleGuide(let name): "the guide \(name), which one of Apple's views makes"
        case .appleProcess(let name): "the process \(name), one of Apple's"
        case .interfaceBuilder: "Interface Builder's mark, for a view the storyboard left without constraints"
        case .knownShape(let shape): shape
        case .hiddenIdentifier: "a cell's lone size, in a log whose descriptions hide UIKit's identifiers"
        case .sourceCall(let place): "the call at \(place), found in the source tree"
        case .publicClassesOnly: "only Apple's public classes, which the app and libraries both use"
        }
    }

    private func identifierMaker(_ identifier: String) -> String {
        identifier.hasPrefix("NS") ? "AppKit" : "UIKit"
    }
}
