/// The messages of etcd's v3 JSON gateway (etcd 3.4: `/v3/kv/range`,
/// `/v3/kv/txn`, `/v3/auth/authenticate`, `/v3/watch`), as JSON carries them: keys and
/// values in base64, 64-bit numbers as strings, fields at their zero value left out.
enum EtcdGateway {
    struct RangeRequest: Encodable { let key: String }
    struct PutRequest: Encodable { let key: String; let value: String }
    struct AuthRequest: Encodable { let name: String; let password: String }
    struct Compare: Encodable {
        let target: String
        let key: String
        let result = "EQUAL"
        var modRevision: String?
        var createRevision: String?
    }
    struct RequestOp: Encodable {
        var requestPut: PutRequest?
        var requestRange: RangeRequest?
    }
    struct TxnRequest: Encodable {
        let compare: [Compare]
        let success: [RequestOp]
        let failure: [RequestOp]
    }

    struct Header: Decodable { let revision: String? }
    struct KeyValue: Decodable {
        let value: String?
        let modRevision: String?
    }
    struct RangeResponse: Decodable {
        let header: Header?
        let kvs: [KeyValue]?
    }
    struct ResponseOp: Decodable { let responseRange: RangeResponse? }
    struct TxnResponse: Decodable {
        let header: Header?
        let succeeded: Bool?
        let responses: [ResponseOp]?
    }
    struct AuthResponse: Decodable { let token: String? }

    struct WatchCreate: Encodable {
        let key: String
        let startRevision: String
    }
    struct WatchRequest: Encodable { let createRequest: WatchCreate }
    struct WatchEvent: Decodable { let kv: KeyValue? }
    struct WatchResult: Decodable {
        let header: Header?
        let events: [WatchEvent]?
    }
    /// One line of a watch's stream.
    struct WatchResponse: Decodable { let result: WatchResult? }
    /// What the gateway answers instead when a request fails.
    struct Failure: Decodable {
        let error: String?
        let message: String?
        let code: Int?
    }

    /// gRPC's statuses for a member that can't serve now, another may:
    /// "unavailable", and "cancelled", which a member's gateway answers
    /// while the member shuts down ("the client connection is closing").
    static let unavailableCodes: Set<Int> = [1, 14]
}
