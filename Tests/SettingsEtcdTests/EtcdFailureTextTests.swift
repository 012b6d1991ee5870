import CCurl
@testable import SettingsEtcd
import Testing

/// libcurl's messages, with OpenSSL's codes in them, said in a few words.
struct EtcdFailureTextTests {
    @Test(arguments: [
        ("OpenSSL SSL_read: error:0A00045C:SSL routines::tlsv13 alert certificate required, errno 0", "tlsv13 alert certificate required"),
        ("SSL certificate problem: unable to get local issuer certificate", "unable to get local issuer certificate"),
        ("OpenSSL/3.0.19: error:0A000086:SSL routines::certificate verify failed", "certificate verify failed"),
        ("error:0A000412:SSL routines::sslv3 alert bad certificate", "sslv3 alert bad certificate"),
        ("", "no reason given"),
        ("::", "no reason given"),
    ])
    func tlsReasons(message: String, words: String) {
        #expect(EtcdFailureText.tlsReason(message) == words)
    }

    @Test func aNameTheCertificateDoesNotNameIsSaidWithTheHost() {
        let words = EtcdFailureText.words(for: CURLE_PEER_FAILED_VERIFICATION, osError: 0,
                                          message: "SSL: no alternative certificate subject name matches target host name 'vm'", host: "vm")
        #expect(words == "its TLS certificate is not for vm (it names no such host name)")
    }

    @Test func aRefusedConnectionIsTheSystemsWords() {
        #expect(EtcdFailureText.words(for: CURLE_COULDNT_CONNECT, osError: 111, message: "Failed to connect", host: "h") == "connection refused")
        #expect(EtcdFailureText.words(for: CURLE_GOT_NOTHING, osError: 0, message: "Empty reply from server", host: "h")
            == "the connection closed before the answer ended")
    }
}
