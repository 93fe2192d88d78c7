// libnghttp2's functions islet calls, bound on first use (lazy_library.h): the endpoint's HTTP/2.
#include "lazy_library.h"

#pragma GCC visibility push(hidden)
#include <nghttp2/nghttp2.h>

struct islet_lazy_library islet_libnghttp2 = {"libnghttp2.so.14", "libnghttp2-14", "HTTP/2", NULL};

LAZY_VOID(islet_libnghttp2, nghttp2_option_del, (nghttp2_option *option), (option))
LAZY(islet_libnghttp2, int, nghttp2_option_new, (nghttp2_option **option_ptr), (option_ptr))
LAZY_VOID(islet_libnghttp2, nghttp2_option_set_max_continuations, (nghttp2_option *option, size_t val), (option, val))
LAZY_VOID(islet_libnghttp2, nghttp2_option_set_max_outbound_ack, (nghttp2_option *option, size_t val), (option, val))
LAZY_VOID(islet_libnghttp2, nghttp2_option_set_max_settings, (nghttp2_option *option, size_t val), (option, val))
LAZY_VOID(islet_libnghttp2, nghttp2_option_set_no_closed_streams, (nghttp2_option *option, int val), (option, val))
LAZY_VOID(islet_libnghttp2, nghttp2_option_set_stream_reset_rate_limit, (nghttp2_option *option, uint64_t burst, uint64_t rate),
     (option, burst, rate))
LAZY_VOID(islet_libnghttp2, nghttp2_session_callbacks_del, (nghttp2_session_callbacks *callbacks), (callbacks))
LAZY(islet_libnghttp2, int, nghttp2_session_callbacks_new, (nghttp2_session_callbacks **callbacks_ptr), (callbacks_ptr))
LAZY_VOID(islet_libnghttp2, nghttp2_session_callbacks_set_on_begin_headers_callback, (nghttp2_session_callbacks *cbs, nghttp2_on_begin_headers_callback on_begin_headers_callback),
     (cbs, on_begin_headers_callback))
LAZY_VOID(islet_libnghttp2, nghttp2_session_callbacks_set_on_data_chunk_recv_callback, (nghttp2_session_callbacks *cbs, nghttp2_on_data_chunk_recv_callback on_data_chunk_recv_callback),
     (cbs, on_data_chunk_recv_callback))
LAZY_VOID(islet_libnghttp2, nghttp2_session_callbacks_set_on_frame_recv_callback, (nghttp2_session_callbacks *cbs, nghttp2_on_frame_recv_callback on_frame_recv_callback),
     (cbs, on_frame_recv_callback))
LAZY_VOID(islet_libnghttp2, nghttp2_session_callbacks_set_on_frame_send_callback, (nghttp2_session_callbacks *cbs, nghttp2_on_frame_send_callback on_frame_send_callback),
     (cbs, on_frame_send_callback))
LAZY_VOID(islet_libnghttp2, nghttp2_session_callbacks_set_on_header_callback, (nghttp2_session_callbacks *cbs, nghttp2_on_header_callback on_header_callback),
     (cbs, on_header_callback))
LAZY_VOID(islet_libnghttp2, nghttp2_session_callbacks_set_on_stream_close_callback, (nghttp2_session_callbacks *cbs, nghttp2_on_stream_close_callback on_stream_close_callback),
     (cbs, on_stream_close_callback))
LAZY_VOID(islet_libnghttp2, nghttp2_session_del, (nghttp2_session *session), (session))
LAZY(islet_libnghttp2, int32_t, nghttp2_session_get_last_proc_stream_id, (nghttp2_session *session), (session))
LAZY(islet_libnghttp2, void *, nghttp2_session_get_stream_user_data, (nghttp2_session *session, int32_t stream_id), (session, stream_id))
LAZY(islet_libnghttp2, ssize_t, nghttp2_session_mem_recv, (nghttp2_session *session, const uint8_t *in, size_t inlen), (session, in, inlen))
LAZY(islet_libnghttp2, ssize_t, nghttp2_session_mem_send, (nghttp2_session *session, const uint8_t **data_ptr), (session, data_ptr))
LAZY(islet_libnghttp2, int, nghttp2_session_server_new2, (nghttp2_session **session_ptr, const nghttp2_session_callbacks *callbacks, void *user_data, const nghttp2_option *option),
     (session_ptr, callbacks, user_data, option))
LAZY(islet_libnghttp2, int, nghttp2_session_set_stream_user_data, (nghttp2_session *session, int32_t stream_id, void *stream_user_data),
     (session, stream_id, stream_user_data))
LAZY(islet_libnghttp2, int, nghttp2_session_terminate_session, (nghttp2_session *session, uint32_t error_code), (session, error_code))
LAZY(islet_libnghttp2, int, nghttp2_session_want_read, (nghttp2_session *session), (session))
LAZY(islet_libnghttp2, int, nghttp2_session_want_write, (nghttp2_session *session), (session))
LAZY(islet_libnghttp2, int, nghttp2_submit_goaway, (nghttp2_session *session, uint8_t flags, int32_t last_stream_id, uint32_t error_code, const uint8_t *opaque_data, size_t opaque_data_len),
     (session, flags, last_stream_id, error_code, opaque_data, opaque_data_len))
LAZY(islet_libnghttp2, int, nghttp2_submit_response, (nghttp2_session *session, int32_t stream_id, const nghttp2_nv *nva, size_t nvlen, const nghttp2_data_provider *data_prd),
     (session, stream_id, nva, nvlen, data_prd))
LAZY(islet_libnghttp2, int, nghttp2_submit_rst_stream, (nghttp2_session *session, uint8_t flags, int32_t stream_id, uint32_t error_code),
     (session, flags, stream_id, error_code))
LAZY(islet_libnghttp2, int, nghttp2_submit_settings, (nghttp2_session *session, uint8_t flags, const nghttp2_settings_entry *iv, size_t niv),
     (session, flags, iv, niv))
