import LosslessJSON

extension ValueStore {
    /// Every secret text of the stored values and of the changes not saved
    /// yet (and of their settings' defaults): what a diff of the file masks.
    package func secretTexts(in layout: Layout) -> Set<String> {
        var texts: Set<String> = []
        func add(_ key: String, _ value: JSONValue?) {
            guard let setting = layout.setting(key) else { return }
            if let value { texts.formUnion(setting.secretTexts(in: value)) }
            if let fallback = setting.defaultValue { texts.formUnion(setting.secretTexts(in: fallback)) }
        }
        for (key, value) in stored { add(key, value) }
        for (key, value) in changes { add(key, value) }
        return texts
    }
}
