// libcurl's options and facts are set and read through C's variadic
// curl_easy_setopt and curl_easy_getinfo, which Swift can't call: these
// typed wrappers can be. OpenSSL's PEM readers tell, before any connection,
// whether a TLS file given holds what it should.
#ifndef SETTINGS_CURL_SHIM_H
#define SETTINGS_CURL_SHIM_H

#include <curl/curl.h>
#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

static inline CURLcode settings_curl_set_long(CURL *curl, CURLoption option, long value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode settings_curl_set_size(CURL *curl, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode settings_curl_set_string(CURL *curl, CURLoption option, const char *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode settings_curl_set_pointer(CURL *curl, CURLoption option, void *value) {
    return curl_easy_setopt(curl, option, value);
}

/// A blob curl copies: a PEM file's bytes given as the file itself.
static inline CURLcode settings_curl_set_blob(CURL *curl, CURLoption option, const void *bytes, size_t length) {
    struct curl_blob blob = { (void *)bytes, length, CURL_BLOB_COPY };
    return curl_easy_setopt(curl, option, &blob);
}

static inline CURLcode settings_curl_set_receiver(CURL *curl, size_t (*receive)(char *, size_t, size_t, void *), void *context) {
    CURLcode code = curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, receive);
    return code != CURLE_OK ? code : curl_easy_setopt(curl, CURLOPT_WRITEDATA, context);
}

static inline long settings_curl_info_long(CURL *curl, CURLINFO info) {
    long value = 0;
    return curl_easy_getinfo(curl, info, &value) == CURLE_OK ? value : 0;
}

static inline curl_off_t settings_curl_info_size(CURL *curl, CURLINFO info) {
    curl_off_t value = 0;
    return curl_easy_getinfo(curl, info, &value) == CURLE_OK ? value : 0;
}

/// The result of the one transfer a multi handle ran (CURLE_OK while none has ended).
static inline CURLcode settings_curl_multi_result(CURLM *multi) {
    int queued = 0;
    CURLcode result = CURLE_OK;
    CURLMsg *message;
    while ((message = curl_multi_info_read(multi, &queued)) != NULL) {
        if (message->msg == CURLMSG_DONE) result = message->data.result;
    }
    return result;
}

/// A pass phrase callback that gives none: an encrypted key is refused,
/// never asked for at the terminal.
static inline int settings_pem_no_pass_phrase(char *buffer, int size, int writing, void *context) {
    (void)buffer; (void)size; (void)writing; (void)context;
    return -1;
}

/// How many certificates in PEM form `bytes` holds, one after another.
static inline int settings_pem_certificate_count(const void *bytes, int length) {
    BIO *bio = BIO_new_mem_buf(bytes, length);
    if (bio == NULL) return 0;
    int count = 0;
    X509 *certificate;
    while ((certificate = PEM_read_bio_X509(bio, NULL, settings_pem_no_pass_phrase, NULL)) != NULL) {
        X509_free(certificate);
        count += 1;
    }
    BIO_free(bio);
    ERR_clear_error();
    return count;
}

/// Whether `bytes` holds a private key in PEM form that needs no pass phrase.
static inline int settings_pem_has_private_key(const void *bytes, int length) {
    BIO *bio = BIO_new_mem_buf(bytes, length);
    if (bio == NULL) return 0;
    EVP_PKEY *key = PEM_read_bio_PrivateKey(bio, NULL, settings_pem_no_pass_phrase, NULL);
    int found = key != NULL;
    EVP_PKEY_free(key);
    BIO_free(bio);
    ERR_clear_error();
    return found;
}

#endif
