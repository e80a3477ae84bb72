# Homebrew formula, from the repository itself (no release yet, so HEAD only):
#   brew tap wtflayout/wtflayout https://github.com/wtflayout/wtflayout.git
#   brew install --HEAD wtflayout
class Wtflayout < Formula
  desc "Explains Auto Layout's unsatisfiable-constraints logs, with the proof"
  homepage "https://github.com/wtflayout/wtflayout"
  head "https://github.com/wtflayout/wtflayout.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on :macos

  def install
    system "make", "install", "PREFIX=#{prefix}", "DATADIR=#{pkgshare}"
  end

  def caveats
    <<~EOS
      To explain conflicts in LLDB with `wtf` at the UIViewAlertForUnsatisfiableConstraints breakpoint:
        wtflayout setup lldb
    EOS
  end

  test do
    (testpath/"conflict.log").write <<~EOS
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x600001a4e6f0 UILabel:0x7fe4d2c1b210'Total'.width == 150   (active)>",
          "<NSLayoutConstraint:0x600001a59b80 'UIView-Encapsulated-Layout-Width' UILabel:0x7fe4d2c1b210'Total'.width == 120   (active)>"
      )
    EOS
    output = shell_output("#{bin}/wtflayout --brief #{testpath}/conflict.log")
    assert_match "lower UILabel 'Total'.width == 150 to priority 999", output
    assert_match "command script add", shell_output("#{bin}/wtflayout lldb-script")
    assert_predicate pkgshare/"wtflayout_lldb.py", :exist?
  end
end
