import EtcdLink
import Testing

/// `--file etcd://HOST:PORT[,…]/KEY` as read: which hosts count as this
/// machine (a plain connection elsewhere needs `--insecure`), and which
/// addresses are refused as malformed.
@Suite struct EtcdAddressTests {
    private func parsed(_ text: String) -> EtcdAddress? { try? EtcdAddress.parse(text).get() }

    @Test(arguments: ["etcd://127.0.0.1:2379/k", "etcd://127.9.8.7:2379/k", "etcd://localhost:2379/k", "etcd://[::1]:2379/k",
                      "etcd://127.0.0.1:1,localhost:2/k"])
    func loopbackHosts(_ text: String) throws {
        #expect(try #require(parsed(text)).isLoopback)
    }

    /// A name that only starts like a loopback address is somewhere on the network.
    @Test(arguments: ["etcd://127.attacker.example:2379/k", "etcd://127.0.0.1.example:2379/k", "etcd://127.0.0.256:2379/k",
                      "etcd://localhost.example:2379/k", "etcd://10.0.0.1:2379/k", "etcd://127.0.0.1:1,10.0.0.1:2/k"])
    func hostsOffThisMachine(_ text: String) throws {
        #expect(try #require(parsed(text)).isLoopback == false)
    }

    @Test(arguments: ["etcd://[::1:2379/k", "etcd://::1:2379/k", "etcd://[::1]x:2379/k", "etcd://:2379/k", "etcd://h:0/k",
                      "etcd://h:99999999999999999999/k", "etcd://h/k", "etcd://h:2379", "etcd://h:2379/"])
    func malformedAddressesAreRefused(_ text: String) {
        #expect(parsed(text) == nil)
    }
}
