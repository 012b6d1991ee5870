@testable import SettingsShellApp
import Testing
@_spi(SettingsShell) import SettingsKit

/// At a terminal a tab is shown as spaces to the next tab stop, counted where the text lands on its line.
@Suite struct TabStopOutputTests {
    @Test func tabsBecomeSpacesToTheNextStop() {
        let captured = CapturedOutput()
        let output = TabStopOutput(captured)
        output.out("-\t\"on\": true\n")
        output.out("ab")
        output.out("\tc\n")
        output.out(utf8: Array("screen\n".utf8))
        #expect(captured.standardOutput == "-       \"on\": true\nab      c\nscreen\n")
    }
}
