import Testing
@testable import Explainer
