import Glibc
import SettingsEtcd

// settings-shell's helper for a values document in etcd: started by
// settings-shell over two pipes (standard input and output), it answers
// EtcdLink requests until settings-shell closes its input.
signal(SIGPIPE, SIG_IGN)
exit(EtcdLinkServer(input: 0, output: 1).serve())
