@testable import SettingsCore
import Testing

/// A large file holds a setting per item: each byte of one is 100 KB of a
/// 100,000-item file's memory, so its size is held here.
@Suite struct SettingFootprintTests {
    @Test func aSettingTakes96Bytes() {
        #expect(MemoryLayout<Setting>.stride <= 96)
    }
}
