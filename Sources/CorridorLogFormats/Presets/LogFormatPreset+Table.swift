extension LogFormatPreset {
    /// The line-oriented presets, as templates (see ``NginxLogFormat``; Corridor's own variables such as
    /// `$request_time_ms`, `$remote_addr_port` and `$time_hms` are listed in docs/log-formats.md).
    static let textPresets: [LogFormatPreset] = [
        LogFormatPreset(
            name: "combined-us", summary: "Combined plus Apache's %D (the request time in microseconds)",
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $request_time_us"#
            ),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" 12000"#),
        LogFormatPreset(
            name: "combined-t-d", summary: "Combined plus Apache's %T/%D (whole seconds / microseconds)",
            // `%T/%D` or `%T %D`, as Apache how-tos write it, and Gunicorn's `%(T)s %(D)s` or its four times
            // `%(T)s %(M)s %(D)s %(L)s`: the microseconds are read, the seconds must be theirs (else two numbers there
            // are other fields, Apache's `%I %O`), the milliseconds and fractional seconds are not read.
            format: .alternatives([
                nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $whole_seconds/$request_time_us"#
                ),
                nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $whole_seconds $whole_milliseconds $request_time_us $seconds_with_fraction"#
                ),
                nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $whole_seconds $request_time_us"#
                ),
            ]),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" 0/12000"#
        ),
        LogFormatPreset(
            name: "combined-timed", summary: "Combined plus nginx's $request_time (seconds)",
            // What follows the time (`$upstream_response_time`, `$pipe`) is not read.
            format: nginx(NginxLogFormat.combinedWithRequestTimeText, requestTimeLeadsTrailer: true),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" 0.012"#),
        LogFormatPreset(
            name: "combined-xff-timed",
            summary: "Combined plus X-Forwarded-For and nginx's $request_time (the nginx image's main format, timed)",
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" "$http_x_forwarded_for" $request_time"#,
                requestTimeLeadsTrailer: true),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" "198.51.100.1, 10.0.0.1" 0.012 0.011"#
        ),
        LogFormatPreset(
            name: "combined-ms",
            summary:
                "Combined plus a request time in milliseconds (Tomcat's %D before Tomcat 10, Apache's %{ms}T, Jetty)",
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $request_time_ms"#
            ),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" 12"#),
        {
            var preset = LogFormatPreset(
                name: "combined-s", summary: "Combined plus Apache's %T (the request time in whole seconds)",
                format: nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $request_time_s"#
                ),
                example:
                    #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" 0"#)
            preset.detectedOnlyAsVariant = true
            return preset
        }(),
        LogFormatPreset(
            name: "common-timed", summary: "Common plus a request time in seconds (Rack's CommonLogger, Tomcat's %T)",
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $request_time"#,
                requestTimeLeadsTrailer: true),
            example: #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 0.0120"#),
        LogFormatPreset(
            name: "common-us", summary: "Common plus Apache's %D (the request time in microseconds)",
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $request_time_us"#),
            example: #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 12000"#),
        LogFormatPreset(
            name: "common-ms", summary: "Common plus a request time in milliseconds (Tomcat's %D before Tomcat 10)",
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $request_time_ms"#),
            example: #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 12"#),
        {
            var preset = LogFormatPreset(
                name: "common-s", summary: "Common plus a request time in whole seconds (Apache's %T)",
                format: nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $request_time_s"#),
                example: #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 0"#)
            preset.detectedOnlyAsVariant = true
            return preset
        }(),
        LogFormatPreset(
            name: "aws-apigateway-clf",
            summary: "Amazon API Gateway access logs in the console's CLF (the resource's template: /users/{id})",
            // The console's CLF templates: REST APIs write `"$context.httpMethod $context.resourcePath
            // $context.protocol"` then `$context.requestId`; HTTP APIs `$context.routeKey` (itself `GET /users/{id}`)
            // after the method. The target is the resource's template, matched as one (a `{name}` segment stands for
            // any parameter's value). Detected where a line holds a template's `/{`: a log of paths without
            // parameters reads the same as Common.
            format: .alternatives(
                [
                    #"$remote_addr $caller $remote_user [$time_local] "$request_method $route_method $request_uri $server_protocol" $status $body_bytes_sent $request_id"#,
                    #"$remote_addr $caller $remote_user [$time_local] "$request" $status $body_bytes_sent $request_id"#,
                ].map { nginx($0, lastFieldIsOneWord: true, targetMayBeRouteTemplate: true) }),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/{id} HTTP/1.1" 200 512 c6af9ac6-7b61-11e6-9a41-93e8deadbeef"#,
            detectionMarkers: ["/{"]
        ),
        LogFormatPreset(
            name: "combined-kv",
            summary: "Combined plus key=value fields, the request time as rt= or request_time= (seconds)",
            // NGINX Amplify's `main_ext` (`"$host" sn="$server_name" rt=$request_time ua="$upstream_addr" …`), the
            // NGINX admin guide's `upstream_time` (`"$http_user_agent"rt=$request_time uct="…" …`, no blank before
            // the key) and the like: the fields after Combined differ, the request time is found by its key.
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent""#,
                requestTimeKeys: ["rt", "request_time"]),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" "api.example.com" sn="api.example.com" rt=0.012 ua="10.0.0.5:8080" us="200" ut="0.011" ul="512" cs=-"#
        ),
        LogFormatPreset(
            name: "vhost-combined", summary: "Apache vhost_combined (%v:%p before Combined)",
            format: nginx(
                #"$server_name:$server_port $remote_addr $ident $remote_user [$time_local] "$request" $status $bytes_sent "$http_referer" "$http_user_agent""#
            ),
            example:
                #"www.example.com:443 192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0""#
        ),
        LogFormatPreset(
            name: "gandi",
            summary: "Gandi Simple Hosting's access log (virtual host first, the time taken in parentheses)",
            // `%V %h %l %u %t (%T s) "%r" %>s %b "%{Referer}i" "%{User-Agent}i"`: vhost_combined's fields with the
            // request time in seconds, as `(0 s)`, between the time and the request.
            format: .alternatives([
                nginx(
                    #"$host $remote_addr $ident $remote_user [$time_local] ($request_time_s s) "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent""#
                ),
                nginx(
                    #"$host $remote_addr $ident $remote_user [$time_local] ($request_time_ms ms) "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent""#
                ),
            ]),
            example:
                #"www.example.com 192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] (0 s) "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0""#
        ),
        LogFormatPreset(
            name: "openstack",
            summary: "OpenStack API services' request lines (oslo.log, eventlet wsgi: status: len: time: in s)",
            // oslo.log's context format (`2017-05-16 00:00:00.008 25746 INFO nova.osapi_compute.wsgi.server [req-…
            // user project - - -] `, the time local, read as UTC), then oslo.service's wsgi_log_format: the client,
            // the request, `status:`, `len:`, `time:` in seconds — nova's, cinder's, glance's, neutron's APIs under
            // eventlet. The services' other lines (`Creating event …`) are no requests.
            format: .alternatives([
                nginx(
                    #"$date $time_hms $pid $level $module [$context] $remote_addr "$request" status: $status len: $body_bytes_sent time: $request_time"#
                ),
                nginx("$date $time_hms $pid $level $module [$context] $rest", isCompanion: true),
            ]),
            example:
                #"2026-11-21 05:06:37.000 25746 INFO nova.osapi_compute.wsgi.server [req-38101a0b-2096-447d-96ea-a692162415ae 113d3a99c3da401fbd62cc2caa5b96d2 54fadb412c4e40cdbaed9335e4c35a9e - - -] 192.0.2.7 "GET /users/42 HTTP/1.1" status: 200 len: 512 time: 0.0120000"#
        ),
        LogFormatPreset(
            name: "dskit",
            summary:
                "Grafana Loki's, Mimir's, Tempo's and Cortex's HTTP request lines (dskit's logfmt middleware line)",
            // dskit's (earlier weaveworks/common's) HTTP logging middleware: a go-kit logfmt line whose `msg` is
            // `METHOD TARGET (STATUS) DURATION`, the duration a Go duration (`33.598849ms`, `432.924µs`, `1.5s`),
            // maybe followed by ` Response: …` and the request's headers. The leading pairs come in either order of
            // the releases (`ts= caller= level=`, `level= ts= caller=`), with a trace and a tenant id or none. The
            // servers' other lines (`msg="uploading tables"`) are no requests.
            format: .alternatives(
                ["ts=$time_iso8601 caller=$caller level=$level", "level=$level ts=$time_iso8601 caller=$caller"]
                    .flatMap { head in
                        [" $context", ""].flatMap { context in
                            [#"""#, " $rest"].map { tail in
                                nginx(
                                    head + context + #" msg="$request_method $request_uri ($status) $request_time"#
                                        + tail)
                            }
                        }
                    } + [
                        nginx("ts=$time_iso8601 caller=$caller level=$rest", isCompanion: true),
                        nginx("level=$level ts=$time_iso8601 $rest", isCompanion: true),
                    ]),
            example:
                #"ts=2026-11-21T05:06:37.123456789Z caller=http.go:194 level=debug traceID=54680f2e6c3a09c4 orgID=1218 msg="GET /users/42 (200) 12ms""#
        ),
        LogFormatPreset(
            name: "influxdb", summary: "InfluxDB 1.x's HTTP access log ([httpd] Combined, request id, µs)",
            // `[httpd] ` (its logger's prefix on stderr and in the journal; an `access-log-path` file has none), then
            // Combined, the request's id — a UUID, whose dashes tell it from Apache's `%I %O` byte counts after
            // Combined — and the time it took in microseconds. The server's own lines between them (1.2–1.4's
            // `[I] 2017-06-09T11:28:58Z …`, 1.5 and later's logfmt `ts=… lvl=info msg=…`) are no requests.
            format: .alternatives(
                ["[httpd] ", ""].map { prefix in
                    nginx(
                        prefix
                            + #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $id1-$id2-$id3-$id4-$id5 $request_time_us"#
                    )
                } + [
                    nginx("[$field1] $time_iso8601 $rest", isCompanion: true),
                    nginx("ts=$time_iso8601 lvl=$field1 $rest", isCompanion: true),
                ]),
            example:
                #"[httpd] 192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" d560316c-4d06-11e7-8001-000000000000 12000"#
        ),
        LogFormatPreset(
            name: "ingress-nginx", summary: "Kubernetes ingress-nginx's default upstream format",
            // Read up to the upstream's name: what follows differs between releases (the alternative upstream's
            // name since 0.20, `$req_id` since 0.14) and lists every upstream tried (`10.0.0.5:80, 10.0.0.6:80`).
            // Releases before 0.20 wrote the client twice: `$the_real_ip - [$the_real_ip] - $remote_user`.
            format: .alternatives([
                nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $request_length $request_time [$proxy_upstream_name]"#
                ),
                nginx(
                    #"$remote_addr - [$the_real_ip] - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $request_length $request_time [$proxy_upstream_name]"#
                ),
            ]),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" 85 0.012 [default-api-80] [] 10.0.0.5:8080 512 0.011 200 4f6c1b"#
        ),
        LogFormatPreset(
            name: "combined-length-timed",
            summary: "Combined plus $request_length and $request_time (an nginx combinedio; seconds)",
            // `… "$http_user_agent" $request_length $request_time $upstream_response_time`, as nginx configurations
            // name it `combinedio` after Apache's: the request time has nginx's fraction — a whole number there is
            // another field (Apache's `%I %O`), and the line not of the layout. After `ingress-nginx`, whose lines
            // have the same two fields first.
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $request_length $request_time"#,
                requestTimeLeadsTrailer: true),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" 412 0.012 0.011"#
        ),
        LogFormatPreset(
            name: "traefik", summary: "Traefik's CLF access log (request count, router, server, duration in ms)",
            format: traefikCommonLog,
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 - "curl/8.5.0" 1 "api@docker" "http://10.0.0.5:8080" 12ms"#
        ),
        LogFormatPreset(
            name: "aws-alb", summary: "AWS Application Load Balancer access logs",
            // The usual line read by hand (`LogLineParser.parseALB`): the first layout is exactly the one that reader
            // knows. The test file AWS writes to the bucket when access logs are turned on (`ELBAccessLogTestFile`)
            // is neither a request nor malformed.
            format: .alternatives([
                nginx(
                    #"$type $time_iso8601 $elb $remote_addr_port $target $request_processing_time $request_time $response_processing_time $status $target_status_code $received_bytes $sent_bytes "$request" "$http_user_agent" "#,
                    handReader: .awsALB),
                elbTestFileLine,
            ]),
            example:
                #"https 2026-11-21T05:06:37.123456Z app/my-alb/50dc6c495c0c9188 192.0.2.7:46532 10.0.0.5:80 0.000 0.012 0.000 200 200 34 512 "GET https://api.example.com:443/users/42 HTTP/1.1" "curl/8.5.0" ECDHE-RSA-AES128-GCM-SHA256 TLSv1.2 arn:aws:elasticloadbalancing:us-east-2:123456789012:targetgroup/my-targets/73e2d6bc24d8a067 "Root=1-58337262-36d228ad5d99923122bbe354" "api.example.com" "arn:aws:acm:us-east-2:123456789012:certificate/12345678-1234-1234-1234-123456789012" 0 2026-11-21T05:06:37.111000Z "forward" "-" "-" "10.0.0.5:80" "200" "-" "-" TID_1234"#
        ),
        LogFormatPreset(
            name: "aws-elb", summary: "AWS Classic Load Balancer access logs",
            // Logs written before May 2015 end at the request line: no user agent, cipher or protocol. Every line starts
            // with its time: eleven words before a quoted request are no ELB line without one.
            format: .alternatives([
                nginx(
                    #"$time_iso8601 $elb $remote_addr_port $backend $request_processing_time $request_time $response_processing_time $status $backend_status_code $received_bytes $sent_bytes "$request" "$http_user_agent" "#,
                    requiresTime: true),
                nginx(
                    #"$time_iso8601 $elb $remote_addr_port $backend $request_processing_time $request_time $response_processing_time $status $backend_status_code $received_bytes $sent_bytes "$request""#,
                    requiresTime: true),
                elbTestFileLine,
            ]),
            example:
                #"2026-11-21T05:06:37.123456Z my-elb 192.0.2.7:46532 10.0.0.5:80 0.000073 0.012 0.000057 200 200 0 512 "GET http://api.example.com:80/users/42 HTTP/1.1" "curl/8.5.0" - -"#
        ),
        LogFormatPreset(
            name: "aws-cloudfront", summary: "Amazon CloudFront standard logs (W3C, tab-separated)",
            format: nginx(
                "$date\t$time_hms\t$edge_location\t$sc_bytes\t$remote_addr\t$request_method\t$cs_host\t$uri\t$status\t$http_referer\t$http_user_agent_encoded\t$args\t$cookie\t$edge_result_type\t$edge_request_id\t$host_header\t$protocol\t$cs_bytes\t$request_time\t",
                directive: "#", targetIsLogEncoded: true),
            example:
                "2026-11-21\t05:06:37\tIAD89-P1\t512\t192.0.2.7\tGET\td111111abcdef8.cloudfront.net\t/users/42\t200\t-\tMozilla/5.0%20(X11;%20Linux%20x86_64)\tpage=2\t-\tMiss\tSOX4xwn4XV6Q4rgb7XiVGOHms_BGlTAC4KyHmureZmBNrjGdRLiNIQ==\tapi.example.com\thttps\t34\t0.012\t-\tTLSv1.3\tTLS_AES_128_GCM_SHA256\tMiss\tHTTP/2.0\t-\t-\t46532\t0.011\tMiss\tapplication/json\t512\t-\t-"
        ),
        LogFormatPreset(
            name: "w3c", summary: "W3C extended log, IIS's default fields (time-taken in ms)",
            format: nginx(
                "$date $time_hms $server_ip $request_method $uri $args $server_port $username $remote_addr $http_user_agent_encoded $http_referer $status $substatus $win32_status $request_time_ms",
                directive: "#"),
            example:
                "2026-11-21 05:06:37 10.0.0.5 GET /users/42 page=2 443 - 192.0.2.7 Mozilla/5.0+(Windows+NT+10.0;+Win64;+x64) - 200 0 0 12"
        ),
        LogFormatPreset(
            name: "iis-native",
            summary:
                "IIS's own log format (comma-separated, before W3C was IIS's default; local time, time taken in ms)",
            // Client, user, date, time, service, server, server address, time taken, bytes received and sent, status,
            // Windows status, method, target, parameters — each followed by a comma. The date is month-first
            // (`3/20/01`), the hour may have one digit; the time is the server's local time, read as UTC.
            format: nginx(
                "$remote_addr, $remote_user, $date, $time_hms, $service, $server_name, $server_ip, $request_time_ms, $bytes_received, $bytes_sent, $status, $win32_status, $request_method, $uri, $args,"
            ),
            example:
                "192.0.2.7, -, 11/21/26, 5:06:37, W3SVC1, WEB01, 10.0.0.5, 12, 340, 512, 200, 0, GET, /users/42, page=2,"
        ),
        LogFormatPreset(
            name: "aws-s3", summary: "Amazon S3 server access logs (total time in ms)",
            // A key deleted by a multi-object delete (`BATCH.DELETE.OBJECT`) has its own line, with a bare `-` for
            // the request, the referer and the user agent: an entry without a request.
            format: .alternatives([
                nginx(
                    #"$bucket_owner $bucket [$time_local] $remote_addr $requester $request_id $operation $key "$request" $status $error_code $bytes_sent $object_size $request_time_ms $turn_around_time "$http_referer" "$http_user_agent""#
                ),
                nginx(
                    #"$bucket_owner $bucket [$time_local] $remote_addr $requester $request_id $operation $key $request_uri $status $error_code $bytes_sent $object_size $request_time_ms $turn_around_time - -"#
                ),
            ]),
            example:
                #"79a59df900b949e55d96a1e698fbacedfd6e09d98eacf8f8d5218e7cd47ef2be awsexamplebucket1 [21/Nov/2026:05:06:37 +0000] 192.0.2.7 arn:aws:iam::123456789012:user/alice 3E57427F3EXAMPLE REST.GET.OBJECT users/42 "GET /awsexamplebucket1/users/42?versionId=1 HTTP/1.1" 200 - 512 512 12 10 "-" "curl/8.5.0" - s9lzHYrFp76ZVxRcpX9+5cjAnEH2ROuNkd2BHfIa6UkFVdtjf5mKR3/eTPFvsiP/XV/VLi31234= SigV4 ECDHE-RSA-AES128-GCM-SHA256 AuthHeader awsexamplebucket1.s3.us-west-1.amazonaws.com TLSV1.2 - -"#
        ),
        LogFormatPreset(
            name: "haproxy", summary: "HAProxy HTTP log (option httplog), with or without the syslog prefix",
            // A custom `log-format` that logs the host the request was for (`%[capture.req.hdr(0)]`, `%H`) after the
            // server, as Filebeat's HAProxy module also reads: the second layout. HAProxy writes a request's `"`, `#`
            // and unprintable bytes as `#XX`. The HAProxy Kubernetes Ingress Controller's default `log-format` writes
            // `%[var(txn.base)]`, the host and path, for the target: read from the path.
            format: .alternatives(
                [
                    nginx(
                        #"$remote_addr_port [$time_local] $frontend $backend $haproxy_timers $status $bytes_read $captured_request_cookie $captured_response_cookie $termination_state $connections $queues "$request""#,
                        requestIsHashEncoded: true, requestTargetMayStartWithHost: true),
                    nginx(
                        #"$remote_addr_port [$time_local] $frontend $backend $request_host $haproxy_timers $status $bytes_read $captured_request_cookie $captured_response_cookie $termination_state $connections $queues "$request""#,
                        requestIsHashEncoded: true, requestTargetMayStartWithHost: true),
                    // `option httplog clf`: Combined's start, then the ports, names and the five timers apart (Ta last).
                    nginx(
                        #"$remote_addr - - [$time_local] "$request" $status $bytes_read "$captured_request_cookie" "$captured_response_cookie" $client_port $accept_ms "$frontend" "$backend" "$server" $tr $tw $tc $tr_server $request_time_ms $termination_state "#,
                        requestIsHashEncoded: true, requestTargetMayStartWithHost: true),
                    // `option tcplog`: a TCP frontend's connection, no HTTP request — one of the log's lines, neither a
                    // request nor malformed (a log of nothing else holds no request to read).
                    nginx(
                        "$remote_addr_port [$time_local] $frontend $backend $tcp_timers $bytes_read $termination_state "
                            + "$connections $queues",
                        isCompanion: true),
                    // HAProxy's own lines in the same log: a connection that failed before its request (`… [time]
                    // front/bind: SSL handshake failure`), the process's messages through syslog (`haproxy[1]: Proxy
                    // http-in started.`, `Server api/srv1 is DOWN …`, a TCP frontend's `Connect from …`) or on its
                    // standard error (`[NOTICE]   (1) : haproxy version is 2.8.3`): neither requests nor malformed.
                    nginx("$remote_addr_port [$time_local] $frontend_bind: $connection_error", isCompanion: true),
                ]
                    + [
                        "Proxy", "Server", "backend", "Backup", "Stopping", "Pausing", "Resuming", "Health",
                        "Connect from",
                    ]
                    .map { nginx("$syslog_prefix haproxy[$pid]: \($0) $message", isCompanion: true) }
                    + ["NOTICE", "WARNING", "ALERT"].map { nginx("[\($0)] $message", isCompanion: true) }
                    + [nginx("Connect from $message", isCompanion: true)]),
            example:
                #"Nov 21 05:06:37 lb1 haproxy[14389]: 192.0.2.7:46532 [21/Nov/2026:05:06:37.123] http-in api/srv1 0/0/1/11/12 200 512 - - ---- 1/1/0/0/0 0/0 {api.example.com} "GET /users/42 HTTP/1.1""#
        ),
        LogFormatPreset(
            name: "envoy", summary: "Envoy's default access-log format",
            // Ambassador (Emissary-ingress) writes Envoy's default after the word `ACCESS`.
            format: .alternatives(
                [
                    nginx(#"[$time_iso8601] "$request" $status $response_flags "# + envoyCounts),
                    nginx(#"ACCESS [$time_iso8601] "$request" $status $response_flags "# + envoyCounts),
                ] + envoyOwnLines),
            example:
                #"[2026-11-21T05:06:37.123Z] "GET /users/42 HTTP/1.1" 200 - 0 512 12 11 "192.0.2.7" "curl/8.5.0" "9a4e5b7c-0c1d-4e8f-9a3b-2c1d0e9f8a7b" "api.example.com" "10.0.0.5:8080""#
        ),
        LogFormatPreset(
            name: "kuma", summary: "Kuma's and Kong Mesh's default HTTP access-log format (Envoy's, after the mesh)",
            // MeshAccessLog's (and the older TrafficLog's) default for HTTP: Envoy's fields with the mesh's name after
            // the time, the trace id (since 2.0) and the services after the user agent. Its default for TCP
            // (`[…] FLAGS MESH SOURCE(SERVICE)->UPSTREAM(SERVICE) took 12ms, …`) logs no request: those lines are
            // neither requests nor malformed.
            format: .alternatives([
                nginx(#"[$time_iso8601] $kuma_mesh "$request" $status $response_flags "# + envoyCounts),
                nginx("[$time_iso8601] $response_flags $kuma_mesh $kuma_source->$rest", isCompanion: true),
            ]),
            example:
                #"[2026-11-21T05:06:37.123Z] default "GET /users/42 HTTP/1.1" 200 - 0 512 12 11 "192.0.2.7" "curl/8.5.0" "-" "9a4e5b7c-0c1d-4e8f-9a3b-2c1d0e9f8a7b" "api.example.com" "web_default_svc_80" "backend_default_svc_8080" "192.0.2.7" "10.0.0.5:8080""#
        ),
        LogFormatPreset(
            name: "istio", summary: "Istio's default TEXT access-log format",
            format: .alternatives(
                [
                    // 1.9 and later.
                    nginx(
                        #"[$time_iso8601] "$request" $status $response_flags $response_code_details "#
                            + #"$connection_termination_details "$upstream_transport_failure_reason" "# + envoyCounts),
                    // 1.3 to 1.8: Mixer's status, then the upstream failure.
                    nginx(
                        #"[$time_iso8601] "$request" $status $response_flags "$istio_mixer_status" "#
                            + #""$upstream_transport_failure_reason" "# + envoyCounts),
                    // 1.1 and 1.2: Mixer's status alone.
                    nginx(#"[$time_iso8601] "$request" $status $response_flags "$istio_mixer_status" "# + envoyCounts),
                    // 1.0: Envoy's default.
                    nginx(#"[$time_iso8601] "$request" $status $response_flags "# + envoyCounts),
                ] + envoyOwnLines),
            example:
                #"[2026-11-21T05:06:37.123Z] "GET /users/42 HTTP/1.1" 200 - via_upstream - "-" 0 512 12 11 "192.0.2.7" "curl/8.5.0" "9a4e5b7c-0c1d-4e8f-9a3b-2c1d0e9f8a7b" "api.example.com" "10.0.0.5:8080" outbound|8080||api.default.svc.cluster.local 10.0.0.9:40000 10.0.0.5:8080 10.0.0.9:39000 - default"#
        ),
        LogFormatPreset(
            name: "heroku-router", summary: "Heroku router logs (key=value), with or without the log prefix",
            format: herokuRouter,
            example:
                #"2026-11-21T05:06:37.123456+00:00 heroku[router]: at=info method=GET path="/users/42" host=myapp.herokuapp.com request_id=8601b555-6a83-4c12-8269-97c8e32cdb22 fwd="192.0.2.7" dyno=web.1 connect=0ms service=12ms status=200 bytes=512 protocol=https"#,
            // Every router layout writes `dyno=`: a sample without it is no router's, and detection spares it the
            // layouts (and the dynos' companion layouts) on every line.
            detectionMarkers: ["dyno="]
        ),
        LogFormatPreset(
            name: "squid", summary: "Squid's native access.log (elapsed ms, padded columns; Cisco WSA's too)",
            // Cisco's Secure Web Appliance writes Squid's columns, and `Info: ` before them when it pushes its access
            // log through syslog: that layout first, with its time (the other, whose time may be unreadable, would
            // read `Info:` as the time and the time as the elapsed milliseconds; behind a syslog header without a
            // tag, `syslog+squid` reads the lines with their time, which detection prefers).
            format: .alternatives(
                ["Info: ", ""].map { prefix in
                    nginx(
                        prefix
                            + "$time_epoch $request_time_ms $remote_addr $squid_result/$status $bytes $request_method $request_uri $rest",
                        collapsesBlanks: true, requiresTime: !prefix.isEmpty)
                }),
            example:
                "1795237597.123     12 192.0.2.7 TCP_MISS/200 512 GET http://api.example.com/users/42 - HIER_DIRECT/10.0.0.5 application/json"
        ),
        LogFormatPreset(
            name: "pound", summary: "Pound's request log (its regular and extended LogLevel; through syslog; seconds)",
            // LogLevel 1 (`regular`) and 2 (`extended`): the client, the request line unquoted, ` - `, then Pound 4's
            // status (`%a %r - %>s`) or Pound 2's and 3's whole response line (`HTTP/1.1 200 OK`); `extended` adds
            // `(host/service -> backend) 0.012 sec`. Levels 3 to 5 are Combined's, read as such. Pound logs through
            // syslog, whose stamp is the time (`syslog+pound`).
            format: .alternatives([
                nginx("$remote_addr $request - $status ($pound_host -> $pound_backend) $request_time sec"),
                nginx(
                    "$remote_addr $request - $pound_protocol $status $status_text ($pound_host -> $pound_backend) $request_time sec"
                ),
                nginx("$remote_addr $request - $pound_protocol $status $status_text"),
                nginx("$remote_addr $request - $status", lastFieldIsOneWord: true),
            ]),
            example: "192.0.2.7 GET /users/42 HTTP/1.1 - 200 (api.example.com/api -> 10.0.0.5:8080) 0.012 sec",
            detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "gcs", summary: "Google Cloud Storage usage logs (CSV with a header row; µs times)",
            // The columns to the user agent, then the four after it (the comma after the agent tells a quote inside
            // it from its end); a file cut after the agent is read too.
            format: .alternatives(
                [#","#, ""].map { after in
                    nginx(
                        #""$time_epoch_us","$remote_addr","$c_ip_type","$c_ip_region","$request_method","$request_uri","$status","$cs_bytes","$sc_bytes","$request_time_us","$cs_host","$http_referer","$http_user_agent_csv""#
                            + after,
                        directive: #""time_micros""#, requiresTime: true)
                }),
            example:
                #""1795237597123456","192.0.2.7","1","","GET","/storage/v1/b/my-bucket/o/users%2F42?alt=media","200","0","512","12000","storage.googleapis.com","","curl/8.5.0","AB8cTi5x","GET_Object","my-bucket","users/42""#
        ),
        LogFormatPreset(
            name: "bluecoat",
            summary: "Blue Coat ProxySG's main access log without its #Fields header (syslog; time-taken in ms)",
            format: blueCoatMain,
            example:
                #"2026-11-21 05:06:37 12 192.0.2.7 - - - OBSERVED "Technology/Internet" - 200 TCP_NC_MISS GET application/json https api.example.com 443 /users/42 ?page=2 - "curl/8.5.0" 10.0.0.5 512 340 - "none" "none""#,
            detectionMarkers: [.anyOf(" OBSERVED ", " PROXIED ", " DENIED ")]
        ),
        LogFormatPreset(
            name: "cisco-umbrella",
            summary: "Cisco Umbrella's web (proxy) logs (CSV, every value quoted; UTC; no duration)",
            format: ciscoUmbrella,
            example:
                #""2026-11-21 05:06:37","TheComputerName","192.0.2.7","198.51.100.91", "203.0.113.6","application/json","ALLOWED","https://api.example.com/users/42","","curl/8.5.0","200","562","1489","512","","Software/Technology","","","","","","Roaming Computer","","TheComputerName","Roaming Computer","GET","","","42","","","","","","","""#,
            detectionMarkers: [.anyOf(#"","ALLOWED",""#, #"","BLOCKED",""#)]
        ),
        LogFormatPreset(
            name: "akamai-datastream-structured",
            summary: "Akamai DataStream 2 structured lines (the default data set; turnAroundTimeMSec in ms)",
            format: akamaiStructured,
            example:
                "1 12345 123456 1239f220 1795237597.000 512 192.0.2.7 200 HTTPS api.example.com GET /users/42 443 512 application/json curl%2F8.5.0 0 TLSv1.3 512 512 232 744 page=2 en-US - 3 12 1 0 23.50.51.173 US Virginia HERNDON",
            detectedOnlyByRequests: true
        ),
        LogFormatPreset(
            name: "apisix", summary: "Apache APISIX's default access log (the host before the request; seconds)",
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] $http_host "$request" $status $body_bytes_sent $request_time "$http_referer" "$http_user_agent" $upstream_addr $upstream_status $upstream_response_time "$upstream_url""#
            ),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] api.example.com "GET /users/42 HTTP/1.1" 200 512 0.012 "-" "curl/8.5.0" 10.0.0.5:8080 200 0.011 "http://api.example.com/users/42""#
        ),
        LogFormatPreset(
            name: "nginx-proxy-manager",
            summary: "Nginx Proxy Manager's host logs (its `proxy` and `standard` log_formats; NPMplus's `alog`)",
            // Proxy hosts log in `proxy` (without `[Sent-to …]` in older releases); redirection, dead and default hosts
            // in `standard` (no upstream, no `Sent-to`); NPMplus, its fork, in `alog` (the host, the client, the request time in seconds, the referer
            // and user agent unquoted, the agent to the end of the line).
            format: .alternatives([
                nginx(
                    #"[$time_local] $upstream_cache_status $upstream_status $status - $request_method $scheme $host "$request_uri" [Client $remote_addr] [Length $body_bytes_sent] [Gzip $gzip_ratio] [Sent-to $server] "$http_user_agent" "$http_referer""#
                ),
                // `proxy` before `[Sent-to $server]` was added.
                nginx(
                    #"[$time_local] $upstream_cache_status $upstream_status $status - $request_method $scheme $host "$request_uri" [Client $remote_addr] [Length $body_bytes_sent] [Gzip $gzip_ratio] "$http_user_agent" "$http_referer""#
                ),
                nginx(
                    #"[$time_local] $status - $request_method $scheme $host "$request_uri" [Client $remote_addr] [Length $body_bytes_sent] [Gzip $gzip_ratio] "$http_user_agent" "$http_referer""#
                ),
                nginx(
                    #"[$time_local] $host $remote_addr $request_time "$request" $status $body_bytes_sent $bytes_sent $http_referer $http_user_agent"#
                ),
            ]),
            example:
                #"[21/Nov/2026:05:06:37 +0000] - 200 200 - GET https api.example.com "/users/42" [Client 192.0.2.7] [Length 512] [Gzip 3.21] [Sent-to 10.0.0.5] "curl/8.5.0" "-""#
        ),
        LogFormatPreset(
            name: "bunkerweb",
            summary: "BunkerWeb's access log (its default LOG_FORMAT: the host and client first, a request id)",
            // A line must have its time and status where they stand: the layout's loose start (two words, a dash,
            // two words) takes other layouts' lines otherwise.
            format: nginx(
                #"$host $remote_addr - $request_id $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent""#,
                requiresTimeAndStatus: true),
            example:
                #"api.example.com 192.0.2.7 - 7bde940ef0f870cdee1f6d53fe0ff157 - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0""#
        ),
        LogFormatPreset(
            name: "zoraxy",
            summary:
                "Zoraxy's traffic log (Go's log prefix, the router, origin, client and user agent in brackets; no zone)",
            format: nginx(
                "$go_date $go_clock [$time_local] [router:$router] [origin:$host] [client: $remote_addr] "
                    + "[useragent: $http_user_agent] $request_method $request_uri $status"),
            example:
                "2026/11/21 05:06:37 [2026-11-21 05:06:37.123456] [router:host-http] [origin:api.example.com] [client: 192.0.2.7] [useragent: curl/8.5.0] GET /users/42 200",
            detectionMarkers: ["[router:"]),
        LogFormatPreset(
            name: "alibaba-cdn",
            summary: "Alibaba Cloud CDN and DCDN offline logs (the time first, response time in ms, absolute URL)",
            // Time, client, back-to-source address, response time (ms), referer, `METHOD URL`, status, request and
            // response sizes, cache status, user agent, file type — as the console's offline log download writes them.
            format: nginx(
                #"[$time_local] $remote_addr $upstream_addr $request_time_ms "$http_referer" "$request" $status "#
                    + #"$request_length $bytes_sent $upstream_cache_status "$http_user_agent" "$content_type""#),
            example:
                #"[21/Nov/2026:05:06:37 +0000] 192.0.2.7 - 12 "-" "GET http://api.example.com/users/42" 200 191 512 MISS "curl/8.5.0" "application/json""#
        ),
        LogFormatPreset(
            name: "huawei-cdn",
            summary:
                "Huawei Cloud CDN's downloaded access logs (the time first, each request's parts quoted apart; ms)",
            // Time, client, time to the last byte (ms), referer, protocol, method, host, path (without its query),
            // status, response size, cache status, user agent, range — and the node's address in later logs, a field
            // after these that is not read.
            format: nginx(
                #"[$time_local] $remote_addr $request_time_ms "$http_referer" "$server_protocol" "$request_method" "#
                    + #""$host" "$request_uri" $status $body_bytes_sent $upstream_cache_status "$http_user_agent" "#
                    + #""$http_range""#),
            example:
                #"[21/Nov/2026:05:06:37 +0000] 192.0.2.7 12 "-" "HTTP/1.1" "GET" "api.example.com" "/users/42" 200 512 MISS "curl/8.5.0" "-""#
        ),
        LogFormatPreset(
            name: "byteplus-cdn",
            summary: "BytePlus's (Volcano Engine's) VOD CDN logs (the time first, the request unquoted in parts; s)",
            // The documented hourly files: time, client, the node's time to answer in seconds, method, scheme
            // (`HTTP`), host, URI, protocol, status, response bytes, cache status, the Range header, then the
            // referer, user agent and content type quoted.
            format: nginx(
                #"[$time_local] $remote_addr $request_time $request_method $scheme $host $request_uri $server_protocol "#
                    + #"$status $body_bytes_sent $upstream_cache_status $http_range "$http_referer" "$http_user_agent" "#
                    + #""$content_type""#),
            example:
                #"[21/Nov/2026:05:06:37 +0000] 192.0.2.7 0.012 GET HTTPS api.example.com /users/42 HTTP/1.1 200 512 MISS - "-" "curl/8.5.0" "application/json""#
        ),
        LogFormatPreset(
            name: "huawei-elb",
            summary: "Huawei Cloud's (and Open Telekom Cloud's) ELB layer-7 access logs in LTS (s)",
            // A fixed nginx log_format: the write time (`$msec`), the log stream's id (`-` in older logs), the local
            // time with its zone in brackets, the format's version (`elb_01`, older `elb`), the client's address and
            // port, the status, the request with an absolute URL, lengths and bytes, the request time (s), the
            // upstream's status and times quoted, user agent, referer, forwarded-for, then the load balancer's,
            // listener's, pool's and TLS fields — more of them in later logs, not read.
            format: nginx(
                #"$msec $access_log_topic_id [$time_iso8601] $log_ver $remote_addr_port $status "$request" "#
                    + #"$request_length $bytes_sent $body_bytes_sent $request_time "$upstream_status" "#
                    + #""$upstream_connect_time" "$upstream_header_time" "$upstream_response_time" "$upstream_addr" "#
                    + #""$http_user_agent" "$http_referer" "$http_x_forwarded_for" $rest"#),
            example:
                #"1795237597.135 eb11c5a9-93a7-4c48-80fc-03f61f638595 [2026-11-21T06:06:37+01:00] elb_01 192.0.2.7:46532 200 "GET https://api.example.com/users/42 HTTP/1.1" 86 731 512 0.012 "200" "0.001" "0.011" "0.011" "10.0.1.20:8080" "curl/8.5.0" "-" "-" loadbalancer_1 listener_1 3333fd44 pool_1 "-" f2bc165a 198.51.100.10:443 "10.0.1.20:8080" - TLSv1.3 TLS_AES_128_GCM_SHA256 api.example.com 512 -"#
        ),
        LogFormatPreset(
            name: "ucloud-cdn",
            summary: "UCloud UCDN's downloaded logs (the time in brackets without a zone, the request quoted; ms)",
            // Time, client, request, cache status, status, bytes sent, response time (ms), host, referer, user,
            // back-to-source method and host, server and origin addresses, origin status, the two end markers, the
            // user agent with `+` for its blanks — where a small file's line ends; a large file's lines go on (the
            // request's start as an epoch, ranges, sizes), not read.
            format: nginx(
                #"[$time_local] $remote_addr "$request" $upstream_cache_status $status $bytes_sent $request_time_ms "#
                    + "$host $http_referer $remote_user $upstream_method_host $server_addr $upstream_addr "
                    + #"$upstream_status $client_abort $upstream_abort "$http_user_agent_encoded""#),
            example:
                #"[2026-11-21 05:06:37] 192.0.2.7 "GET /users/42 HTTP/1.1" TCP_MISS 200 512 12 api.example.com - - NONE/- 198.51.100.38 198.51.100.88 200 0 0 "curl/8.5.0""#
        ),
        LogFormatPreset(
            name: "bunnycdn",
            summary: "Bunny CDN's raw request logs (pipe-separated; logging API v1, Permanent Log Storage; epoch ms)",
            // Cache status, status, when (epoch ms), bytes sent, pull zone, client (anonymized by default: `.0`), referer,
            // the URL (absolute: matched on its path), edge location, user agent, request id, country. A pull zone
            // logs no method: its requests are counted as GET, the method it serves. Every line has its status and
            // its epoch: another log's pipe-separated fields (a varnishncsa `%h|%l|%u|%t|…` format) are not Bunny's.
            format: nginx(
                "$upstream_cache_status|$status|$time_epoch|$body_bytes_sent|$pull_zone_id|$remote_addr|$http_referer|"
                    + "$request_uri|$edge_location|$http_user_agent|$request_id|$country_code",
                requiresTimeAndStatus: true),
            example:
                "HIT|200|1795237597123|512|390|192.0.2.7|-|https://api.b-cdn.net/users/42|WA|curl/8.5.0|322b688bd63fb63f2babe9de30a5d262|DE",
            detectionMarkers: ["|"]),
        LogFormatPreset(
            name: "pihole", summary: "Pi-hole's lighttpd access log (%{%s}t|%V|%r|%s|%b)",
            format: nginx("$time_epoch|$host|$request|$status|$body_bytes_sent"),
            example: "1795237597|pi.hole|GET /users/42 HTTP/1.1|200|512", detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "uvicorn", summary: "Uvicorn's access log (FastAPI, Starlette; no time, no duration)",
            // Its default console format (`LEVEL:` padded to ten), or its access message (`%s - "%s %s HTTP/%s" %d`)
            // after a logging configuration's time and level: `[%(asctime)s] [%(levelname)s]`, or loguru's default
            // sink (`2026-11-21 05:06:37.123 | INFO     | uvicorn.protocols.http.h11_impl:send:489 - `), as FastAPI
            // services set them; those with their time.
            format: .alternatives([
                nginx(#"INFO:     $remote_addr_port - "$request" $status"#),
                nginx(#"[$time_iso8601] [$level] $remote_addr_port - "$request" $status"#, requiresTime: true),
                nginx(
                    #"$date $time_hms | $level | $logger - $remote_addr_port - "$request" $status"#,
                    collapsesBlanks: true, requiresTime: true),
            ]),
            example: #"INFO:     192.0.2.7:46532 - "GET /users/42 HTTP/1.1" 200 OK"#),
        LogFormatPreset(
            name: "morgan", summary: "Express's morgan formats short, tiny and dev (no time; response time in ms)",
            // `dev` colours the status with ANSI escapes (it does so in files too): an input whose first bytes hold
            // them is read without them (`TerminalEscapeStripper`); a line coloured after those is read as it is.
            format: .alternatives([
                nginx(
                    "$remote_addr $remote_user $request_method $request_uri HTTP/$version $status $body_bytes_sent - $request_time_ms ms"
                ),
                nginx(
                    "\u{1B}[0m$request_method $request_uri \u{1B}[${ansi_color}m$status\u{1B}[0m $request_time_ms ms - $body_bytes_sent"
                ),
                nginx("$request_method $request_uri $status $request_time_ms ms - $body_bytes_sent"),
                nginx("$request_method $request_uri $status $body_bytes_sent - $request_time_ms ms"),
            ]),
            example: "192.0.2.7 - GET /users/42 HTTP/1.1 200 512 - 12.000 ms", detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "koa", summary: "koa-logger's lines (Node's Koa; a line when a request comes and one when it ends)",
            // `  --> METHOD URL STATUS TIME LENGTH` when the response ends (`xxx` for an error, `-x-` for a closed
            // connection), the time `835ms`, `1,466ms` or `12s`; the line when it comes, `  <-- METHOD URL`, is
            // neither a request nor malformed. No time of day.
            format: .alternatives(
                ["-->", "xxx", "-x-"].map { arrow in
                    nginx("  \(arrow) $request_method $request_uri $status $request_time $body_bytes_sent")
                } + [nginx("  <-- $rest", isCompanion: true)]),
            example: "  --> GET /users/42 200 12ms 512b"
        ),
        LogFormatPreset(
            name: "hono",
            summary:
                "Hono's logger middleware (Node, Bun, Deno, Workers; a line when a request comes and one when it ends)",
            // `--> METHOD PATH STATUS TIME` when the response ends (the time `12ms` or `2s`), the path with its query;
            // `<-- METHOD PATH` when the request comes, neither a request nor malformed. The status is coloured
            // unless NO_COLOR is set: a log whose first lines have colours is read without them. No time of day.
            format: .alternatives([
                nginx("--> $request_method $request_uri $status $request_time"),
                nginx("<-- $rest", isCompanion: true),
            ]),
            example: "--> GET /users/42 200 12ms"
        ),
        LogFormatPreset(
            name: "discourse",
            summary: "Discourse's nginx log_discourse (route, upstream and request times in seconds, user)",
            // `[$time_local] "$http_host" $remote_addr "$request" "$http_user_agent" "$sent_http_x_discourse_route"
            // $status $bytes_sent "$http_referer" $upstream_response_time $request_time
            // "$upstream_http_x_discourse_username" …` (the host since 2.x; before, none), the upstream times one to
            // three after retries (`0.240, 0.005`).
            format: .alternatives(
                [#""$http_host" "#, ""].flatMap { host in
                    ["$upstream_response_time", "$upstream1 $upstream2", "$upstream1 $upstream2 $upstream3"].map {
                        upstream in
                        nginx(
                            #"[$time_local] "# + host
                                + #"$remote_addr "$request" "$http_user_agent" "$discourse_route" $status $bytes_sent "$http_referer" "#
                                + upstream + #" $request_time "$discourse_username""#)
                    }
                }),
            example:
                #"[21/Nov/2026:05:06:37 +0000] "api.example.com" 192.0.2.7 "GET /users/42 HTTP/1.1" "curl/8.5.0" "users/show" 200 512 "-" 0.011 0.012 "admin""#
        ),
        LogFormatPreset(
            name: "http-server",
            summary: "Node's http-server (npm) request lines (logged as a request comes: no status, no duration)",
            // `[%s] %s "%s %s" "%s"`: the time (ISO 8601, or the HTTP date with `-U`/`--utc`), the client (empty
            // without `--log-ip`), the method and URL, the user agent (`undefined` when none was sent). The method and
            // URL are read as a request line, so that another log's `"GET /path HTTP/1.1"` there (Discourse's) is
            // not taken for a path with its protocol.
            // Every line has its time: a line with another bracketed word first (a process id) is another layout's.
            format: nginx(#"[$time_local] $remote_addr "$request" "$http_user_agent""#, requiresTime: true),
            example: #"[2026-11-21T05:06:37.123Z] 192.0.2.7 "GET /users/42" "curl/8.5.0""#
        ),
        LogFormatPreset(
            name: "gin", summary: "Gin's default logger (Go; local time, latency with its unit)",
            // The client is blank-padded to 15 and empty when the remote address is not host:port (a Unix socket's
            // listener, KrakenD's documented lines): its blanks run into the pipes' then.
            format: .alternatives([
                nginx(
                    #"[GIN] $time_local | $status | $request_time_ms | $remote_addr | $request_method "$request_uri""#,
                    collapsesBlanks: true),
                nginx(
                    #"[GIN] $time_local | $status | $request_time_ms |$gin_no_client| $request_method "$request_uri""#,
                    collapsesBlanks: true),
                // The custom format of Gin's documentation (`LoggerWithFormatter`'s example, copied as it is): the
                // client, an RFC 1123 time, the latency with its unit (Go's `String()`), and the request's quote closed
                // only after the error message.
                nginx(
                    #"$remote_addr - [$time_local] "$request_method $request_uri $server_protocol $status $request_time_ms "$http_user_agent" $rest"#,
                    requestTimeHasUnit: true),
                // KrakenD's own lines between its Gin ones (`[KRAKEND] 2026/11/21 - 05:06:37.123 ▶ DEBUG …`): neither
                // requests nor malformed.
                nginx("[KRAKEND] $message", isCompanion: true),
            ]),
            example: #"[GIN] 2026/11/21 - 05:06:37 | 200 |          12ms |       192.0.2.7 | GET      "/users/42""#),
        LogFormatPreset(
            name: "go-zero",
            summary: "go-zero's request lines (Go; logx's `[HTTP]` line, in its JSON entries or its plain encoding)",
            // rest's log handler: `[HTTP] STATUS - METHOD URI - CLIENT - AGENT`, in logx's JSON entries (its default:
            // read as `json+go-zero`, the entry's `content`, its `@timestamp` and `duration` — `1.2ms`) or its plain
            // encoding (`TIME\tLEVEL\tCONTENT\tkey=value…`, the level, status and method padded with a blank each
            // side; the pairs in no fixed order, `duration=` among them). A 5xx line carries the request's dump
            // after a line feed; a slow request gets a second line, `… - slowcall(DURATION)` at level `slow`: not
            // counted again.
            format: .alternatives([
                nginx(
                    "[HTTP] $status - $request_method $request_uri - $remote_addr_port - $http_user_agent - slowcall($rest",
                    isCompanion: true),
                nginx(
                    "[HTTP] $status - $request_method $request_uri - $remote_addr_port - $http_user_agent\n$rest",
                    takesWrapperDuration: true),
                nginx(
                    "[HTTP] $status - $request_method $request_uri - $remote_addr_port - $http_user_agent",
                    takesWrapperDuration: true),
                nginx(
                    "$time_iso8601\t$level\t[HTTP]  $status  -  $request_method  $request_uri - $remote_addr_port - $http_user_agent - slowcall($rest",
                    isCompanion: true),
                nginx(
                    "$time_iso8601\t$level\t[HTTP]  $status  -  $request_method  $request_uri - $remote_addr_port - $http_user_agent\t$rest",
                    requestTimeKeys: ["duration"], requestTimeKeyExponent: 3),
                nginx(
                    "$time_iso8601\t$level\t[HTTP]  $status  -  $request_method  $request_uri - $remote_addr_port - $http_user_agent\t$rest"
                ),
            ]),
            example:
                "2026-11-21T05:06:37.000Z\t info \t[HTTP]  200  -  GET  /users/42 - 192.0.2.7:51234 - curl/8.5.0\tcaller=handler/loghandler.go:147\tduration=12.0ms",
            // Its request lines are told by their `[HTTP]` and their dashes; only lines read as requests tell it.
            detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "negroni",
            summary: "Negroni's logger middleware (Go; RFC 3339 time, duration with its unit)",
            // urfave/negroni's default template, `{{.StartTime}} | {{.Status}} | \t {{.Duration}} | {{.Hostname}} |
            // {{.Method}} {{.Path}}` after its `[negroni] ` prefix: a tab before the duration, the request's host.
            format: nginx(
                "[negroni] $time_iso8601 | $status | \t $request_time_ms | $host | $request_method $request_uri"),
            example: "[negroni] 2026-11-21T05:06:37Z | 200 | \t 12ms | api.example.com | GET /users/42"),
        LogFormatPreset(
            name: "fiber",
            summary: "Fiber's logger middleware (Go; its format string, or its default table; latency with its unit)",
            // The documented format strings, `[${time}] ${status} - ${latency} ${method} ${path}` (v2) and v3's
            // `[${time}] ${ip} ${status} - ${latency} ${method} ${path} ${error}` (an empty error leaves a blank at the
            // end), as configurations copy them with a date in TimeFormat; v2's default output
            // (`15:04:05 | 200 |  12.3ms | ip | GET | /path | error`, the time of day alone: untimed), plain or with its
            // ANSI colours around the status and the method.
            format: .alternatives([
                nginx("[$time_local] $status - $request_time_ms $request_method $request_uri"),
                nginx(
                    "[$time_local] $remote_addr $status - $request_time_ms $request_method $request_uri $fiber_error"),
                nginx("[$time_local] $remote_addr $status - $request_time_ms $request_method $request_uri"),
                nginx(
                    "$time_local | $status | $request_time_ms | $remote_addr | $request_method | $request_uri $fiber_error",
                    collapsesBlanks: true),
                nginx(
                    "$time_local |\u{1B}[${ansi_color}m $status \u{1B}[0m| $request_time_ms | $remote_addr |\u{1B}[${ansi_color}m $request_method \u{1B}[0m| $request_uri $fiber_error",
                    collapsesBlanks: true),
            ]),
            example: "[2026-11-21 05:06:37] 192.0.2.7 200 - 12ms GET /users/42 "),
        LogFormatPreset(
            name: "iris",
            summary: "Iris's accesslog middleware (Go; its default pipe-separated line; latency with its unit)",
            // `Time|Latency|Code|Method|Path|IP|Path Params Query Fields|Bytes Received|Bytes Sent|Request|Response|`:
            // the local time without a zone (read as UTC), Go's duration (`811.052655ms`, `51.409µs`), the path
            // without its query (which the seventh field lists).
            format: nginx("$date $time_hms|$request_time_ms|$status|$request_method|$request_uri|$remote_addr|$rest"),
            example: "2026-11-21 05:06:37|12ms|200|GET|/users/42|192.0.2.7|page=2|0 B|512 B||",
            // Its pipes take a CEF event's header apart (a FortiWeb event as `Jul 25 …|URL Access Violation|…`): only
            // the lines it reads as requests tell it.
            detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "chi", summary: "chi's middleware.Logger (Go; local time, duration with its unit)",
            // With the RequestID middleware, `[host/id]` after the time (tried first: without it, the time would run
            // into the id).
            format: .alternatives([
                nginx(
                    #"$time_local [$request_id] "$request" from $remote_addr_port - $status ${body_bytes_sent}B in $request_time_ms"#
                ),
                nginx(
                    #"$time_local "$request" from $remote_addr_port - $status ${body_bytes_sent}B in $request_time_ms"#),
            ]),
            example:
                #"2026/11/21 05:06:37 "GET http://api.example.com/users/42 HTTP/1.1" from 192.0.2.7:46532 - 200 512B in 12ms"#
        ),
        LogFormatPreset(
            name: "vapor",
            summary: "Vapor's route logging (Swift; ConsoleKit's lines: method and path, no time, no status)",
            // RouteLoggingMiddleware logs `METHOD PATH` (the path percent-decoded, without its query) at info when a
            // request comes, through ConsoleKit's ConsoleLogger: `[ INFO ] GET /users/42 [request-id: …]`, with the
            // source location after it at debug level. No time, no status (counted under `other`). The
            // application's other lines (`[ NOTICE ] Server started on …`) are neither requests nor malformed.
            format: .alternatives([
                nginx("[ $level ] $request_method $request_uri [request-id: $rest"),
                nginx("[ $level ] $rest", isCompanion: true),
            ]),
            example: "[ INFO ] GET /users/42 [request-id: 5D7C9E1A-3B2F-4C8D-9E0A-1B2C3D4E5F60]",
            detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "hummingbird",
            summary: "Hummingbird 2's LogRequestsMiddleware (Swift; swift-log's stream lines; no status)",
            // swift-log's StreamLogHandler line (`TIME LEVEL LABEL : METADATA [SOURCE] MESSAGE`, the metadata sorted
            // by key) of the `Request` message the middleware logs when a request comes: `hb.request.method` and
            // `hb.request.path` (with its query), after the request's id and the headers when asked for. No status
            // (counted under `other`); the application's other lines are neither requests nor malformed.
            format: .alternatives([
                nginx(
                    "$time_iso8601 $level $hb_label : hb.request.id=$hb_id hb.request.method=$request_method hb.request.path=$request_uri [$hb_source] Request"
                ),
                nginx(
                    "$time_iso8601 $level $hb_label : hb.request.headers=$hb_headers hb.request.id=$hb_id hb.request.method=$request_method hb.request.path=$request_uri [$hb_source] Request"
                ),
                nginx("$time_iso8601 $level $hb_label :$rest", isCompanion: true),
            ]),
            example:
                "2026-11-21T05:06:37+0000 info Hummingbird : hb.request.id=6d8c46a9c0d08bb2bb0fce8c0a2a1ef3 hb.request.method=GET hb.request.path=/users/42 [Hummingbird] Request",
            detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "strapi",
            summary: "Strapi's request lines (Node; its logger middleware through Winston's pretty print; ms)",
            // `METHOD URL (N ms) STATUS` at Winston's `http` level, after `[YYYY-MM-DD HH:mm:ss.SSS] http: ` (the
            // server's local time, read as UTC). Strapi's other lines (`[…] info: Server started`) are neither
            // requests nor malformed.
            format: .alternatives([
                nginx("[$date $time_hms] http: $request_method $request_uri ($request_time_ms ms) $status"),
                nginx("[$date $time_hms] $level: $rest", isCompanion: true),
            ]),
            example: "[2026-11-21 05:06:37.000] http: GET /users/42 (12 ms) 200",
            detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "hanami",
            summary: "Hanami 2's request lines (Ruby; dry-logger's rack template; latency with its unit)",
            // `[APP] [INFO] [TIME] VERB STATUS ELAPSED IP PATH LENGTH`, ELAPSED `845µs` or, over a millisecond,
            // whole `3ms`; the path without its query; the router's params on an indented line after it when there
            // are any (neither a request nor malformed). Production writes JSON: `hanami-json`.
            format: .alternatives([
                nginx(
                    "[$hanami_app] [$level] [$time_iso8601] $request_method $status $request_time_ms $remote_addr $request_uri $body_bytes_sent"
                ),
                nginx("  $rest", isCompanion: true),
            ]),
            example: "[bookshelf] [INFO] [2026-11-21 05:06:37 +0000] GET 200 12ms 192.0.2.7 /users/42 -",
            detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "couchdb",
            summary: "Apache CouchDB's request lines (2.0 and later: request time in ms; 1.x: its info lines, no time)",
            // CouchDB 2 and later log a request at `notice` through couch_log: the level, the time, the node, the
            // process, the request's id, then chttpd's `HOST PEER USER METHOD PATH CODE STATUS MS` (`undefined` for an
            // anonymous user, the status an Erlang atom such as `ok`; a release before 2.0's first three fields
            // were the id, the peer and the host — the peer second in both). CouchDB 1 wrote
            // `[RFC 1123 TIME] [info] [<PID>] PEER - - METHOD PATH CODE`.
            format: .alternatives([
                nginx(
                    "[$level] $time_iso8601 $couch_node $couch_process $request_id $couch_host $remote_addr $remote_user $request_method $request_uri $status $couch_status $request_time_ms"
                ),
                nginx(
                    "[$time_local] [$level] [$couch_process] $remote_addr - $remote_user $request_method $request_uri $status"
                ),
            ]),
            example:
                "[notice] 2026-11-21T05:06:37.123000Z couchdb@127.0.0.1 <0.11567.3> f4a94b1ab5 localhost:5984 192.0.2.7 undefined GET /users/42 200 ok 12"
        ),
        LogFormatPreset(
            name: "splunk",
            summary: "Splunk's own access logs (splunkd_access.log, web_access.log, ui_access.log; duration in ms)",
            // Splunk's management port and web interface log each request much as Apache's Combined does, the time
            // with milliseconds, then `- DURATIONms`: splunkd's since 8.2 with its referer and user agent, web_access's
            // and ui_access's with the session's id before the duration, splunkd's before 8.2 with `- - -` where the
            // referer and user agent would be.
            format: .alternatives([
                nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" - $request_time_ms"#,
                    requestTimeHasUnit: true),
                nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" - $splunk_session $request_time_ms"#,
                    requestTimeHasUnit: true),
                nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent - - - $request_time_ms"#,
                    requestTimeHasUnit: true),
            ]),
            example:
                #"192.0.2.7 - admin [21/Nov/2026:05:06:37.123 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" - 12ms"#
        ),
        LogFormatPreset(
            name: "gcore",
            summary: "Gcore CDN's raw logs and Logs Uploader (every field quoted; request time in s)",
            // Gcore's documented layout: nginx's fields each between quotes, the time in brackets inside its quotes,
            // then the edge's name, scheme, host, `$request_time` (seconds) and some forty more, new ones added at the
            // end.
            format: nginx(
                #""$remote_addr" "-" "$remote_user" "[$time_local]" "$request" "$status" "$body_bytes_sent" "$http_referer" "$http_user_agent" "$bytes_sent" "$edgename" "$scheme" "$host" "$request_time" $rest"#
            ),
            example:
                #""192.0.2.7" "-" "-" "[21/Nov/2026:05:06:37 +0000]" "GET /users/42 HTTP/1.1" "200" "512" "-" "curl/8.5.0" "830" "[dh-up-gc18]" "https" "cdn.example.com" "0.012" "0.010" "157" "-" "[dh]" "MISS" "512" "198.51.100.7:443""#
        ),
        LogFormatPreset(
            name: "aws-eb-healthd",
            summary: "AWS Elastic Beanstalk's enhanced-health logs (healthd; epoch, path, status, time; no method)",
            // The `healthd` log_format Elastic Beanstalk's nginx writes for enhanced health reporting
            // (`/var/log/nginx/healthd/application.log.*`): `$msec"$uri"$status"$request_time"$upstream_response_time"
            // $http_x_forwarded_for`, quotes between the fields; Apache's (`%{%s}t"%U"%s"%D"%D"%{X-Forwarded-For}i`)
            // has whole seconds and microseconds. No method (counted as GET), the path without its query. A line whose
            // time or status does not read is not of the layout (a Combined line's `10.` is no epoch of its own).
            format: .alternatives([
                nginx(
                    #"$time_epoch.$healthd_ms"$uri"$status"$request_time"$upstream_response_time"$http_x_forwarded_for"#,
                    requiresTimeAndStatus: true),
                nginx(
                    #"$time_epoch"$uri"$status"$request_time_us"$healthd_upstream_us"$http_x_forwarded_for"#,
                    requiresTimeAndStatus: true),
            ]),
            example: #"1795237597.000"/users/42"200"0.012"0.011"192.0.2.7"#),
        LogFormatPreset(
            name: "helidon",
            summary: "Helidon's access log (Java; `%h %u %t %r %s %b %D`: one dash, latency in µs)",
            // Helidon's default access-log format: Common without the ident's dash, then the request time in
            // microseconds (`%D`).
            format: nginx(
                #"$remote_addr $remote_user [$time_local] "$request" $status $body_bytes_sent $request_time_us"#),
            example: #"192.0.2.7 - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 12000"#),
        LogFormatPreset(
            name: "php-builtin", summary: "PHP's built-in web server (php -S; no duration)",
            // PHP 7.4 and later write the method; earlier releases the path alone. A response with an error message
            // has it after ` - ` (`[404]: GET /favicon.ico - No such file or directory`; read after a method only:
            // an `nginx:` field runs over blanks, so a path-only layout with it would take a method's line apart). The server's other lines —
            // each connection's `Accepted` and `Closing`, its `PHP 8.3.2 Development Server (…) started` banner and
            // PHP's own messages (`PHP Warning:  …`) — are neither requests nor malformed.
            format: .alternatives([
                nginx("[$time_local] $remote_addr_port [$status]: $request_method $request_uri - $error"),
                nginx("[$time_local] $remote_addr_port [$status]: $request_method $request_uri"),
                nginx("[$time_local] $remote_addr_port [$status]: $request_uri"),
                nginx("[$time_local] $remote_addr_port Accepted", isCompanion: true),
                nginx("[$time_local] $remote_addr_port Closing", isCompanion: true),
                nginx("[$time_local] PHP $rest", isCompanion: true),
            ]),
            example: "[Sat Nov 21 05:06:37 2026] 192.0.2.7:46532 [200]: GET /users/42"),
        LogFormatPreset(
            name: "symfony-cli",
            summary: "The Symfony CLI's local web server log (symfony server:start, server:log; no year, no duration)",
            // `[Web Server ] Apr 26 08:56:52 |INFO   | SERVER GET  (200) /path ip="127.0.0.1"`, columns padded; the
            // time without a year (the file's year is taken) in the machine's zone, read as UTC. The server's other
            // lines and the application's (`[Application] …`) are neither requests nor malformed.
            format: .alternatives(
                [
                    // The request's fields after the path (`ip="…"`, `host="…" scheme="…"`), or none.
                    nginx(
                        "[Web Server ] $time_local |$level | SERVER $request_method ($status) $request_uri $rest",
                        collapsesBlanks: true),
                    nginx(
                        "[Web Server ] $time_local |$level | SERVER $request_method ($status) $request_uri",
                        collapsesBlanks: true, lastFieldIsOneWord: true),
                ]
                    + ["[Web Server ] $time_local |$level | $rest", "[Application] $rest"].map {
                        nginx($0, collapsesBlanks: true, isCompanion: true)
                    }),
            example: #"[Web Server ] Nov 21 05:06:37 |INFO   | SERVER GET  (200) /users/42 ip="192.0.2.7""#
        ),
        LogFormatPreset(
            name: "php-fpm", summary: "PHP-FPM's access log (its default access.format, or www.conf's example; ms)",
            // `%R - %u %t "%m %r" %s` (the official Docker images' default; `%u` empty when no user authenticated,
            // `%t` the local time with its offset, no brackets, `%r` the script's URI — `/index.php` for every route a
            // front controller answers), and the example www.conf gives, `%R - %u %t "%m %r%Q%q" %s %f %{mili}d
            // %{kilo}M %C%%` (the query, the script's file, the duration in ms, the memory, the CPU).
            format: .alternatives([
                nginx(
                    #"$remote_addr - $remote_user $time_local "$request_method $request_uri" $status $script_filename $request_time_ms $memory_kb $cpu_percent"#,
                    requiresTimeAndStatus: true),
                nginx(
                    #"$remote_addr - $remote_user $time_local "$request_method $request_uri" $status"#,
                    requiresTimeAndStatus: true),
                // FPM's own log in the same output (`[21-Nov-2026 05:06:37] NOTICE: ready to handle connections`,
                // `WARNING: [pool www] child 7 said into stderr: …`): neither requests nor malformed.
                nginx("[$fpm_date $fpm_clock] $level: $rest", isCompanion: true),
            ]),
            example:
                #"192.0.2.7 -  21/Nov/2026:05:06:37 +0000 "GET /users/42" 200 /srv/public/users.php 12.000 2048 50.00%"#
        ),
        LogFormatPreset(
            name: "confluence",
            summary: "Atlassian Confluence's and Jira's Tomcat access log (conf_access_log: unquoted request; ms)",
            // `%t %{X-AUSERNAME}o %I %h %r %s %Dms %b %{Referer}i %{User-Agent}i` (server.xml's default), and with
            // `%{X-Forwarded-For}i` after the time (Confluence 7.11 and later): the user, Tomcat's thread, the client,
            // the request line unquoted, the duration with `ms`, the referer and the user agent unquoted.
            format: .alternatives([
                nginx(
                    "[$time_local] $remote_user $thread $remote_addr $request_method $request_uri $server_protocol $status $request_time_ms $body_bytes_sent $http_referer $http_user_agent",
                    requiresTimeAndStatus: true),
                nginx(
                    "[$time_local] $http_x_forwarded_for $remote_user $thread $remote_addr $request_method $request_uri $server_protocol $status $request_time_ms $body_bytes_sent $http_referer $http_user_agent",
                    requiresTimeAndStatus: true),
            ]),
            example:
                "[21/Nov/2026:05:06:37 +0000] admin http-nio-8090-exec-7 192.0.2.7 GET /users/42 HTTP/1.1 200 12ms 512 - curl/8.5.0",
            // Its words between blanks fit other bracketed-time lines, which it reads without a request.
            detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "gorouter",
            summary:
                "Cloud Foundry's Gorouter access log (RTR; response_time in seconds), bare or as `cf logs` shows it",
            // `host - [time] "request" status bytes_received bytes_sent "referer" "agent" "client:port"
            // "backend:port" x_forwarded_for:"…" x_forwarded_proto:"…" vcap_request_id:"…" response_time:0.004
            // gorouter_time:0.0004 app_id:"…" …` (since 2016; the time ISO 8601, UTC), and the older layout with
            // one byte count and the client unquoted. Bare (a syslog drain's message, the router's file), or after
            // `cf logs`' `2026-11-21T05:06:37.12+0000 [RTR/0] OUT ` (v6; indented) or `05:06:37.123: [RTR.0] ` (v7).
            format: .alternatives(
                ["", "$cf_time [RTR$rtr_index] $stream ", "$cf_time [RTR$rtr_index] "].flatMap { prefix in
                    [
                        #"$host - [$time_iso8601] "$request" $status $bytes_received $body_bytes_sent "$http_referer" "$http_user_agent" "$remote_addr_port" "$upstream_addr" "#,
                        #"$host - [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $remote_addr_port "#,
                    ].map { layout in
                        nginx(
                            prefix + layout, collapsesBlanks: !prefix.isEmpty, requestTimeKeys: ["response_time:"],
                            requestTimeKeyExponent: 6)
                    }
                }),
            example:
                #"api.example.com - [2026-11-21T05:06:37.123456789Z] "GET /users/42 HTTP/1.1" 200 0 512 "-" "curl/8.5.0" "192.0.2.7:46532" "10.0.1.11:61002" x_forwarded_for:"192.0.2.7" x_forwarded_proto:"https" vcap_request_id:"0cd79f32-3cde-4eea-5853-9a2ca401be40" response_time:0.012 gorouter_time:0.000433 app_id:"1e196708-3b2d-4edc-b5b8-bf6b1119d8f2" app_index:"0""#
        ),
        LogFormatPreset(
            name: "jira", summary: "Atlassian Jira's Tomcat access log (request id, user, %D in ms, session hash)",
            // `%a %{jira.request.id}r %{jira.request.username}r %t "%m %U%q %H" %s %b %D "%{Referer}i"
            // "%{User-Agent}i" "%{jira.request.assession.id}r"` (server.xml's default): Combined's shape with the
            // request id for identd's `-`, then the duration in milliseconds after the bytes and the session's hash
            // last. Tomcat writes `%D` whole: an nginx line with its `$request_time` there (`0.012`) is not Jira's.
            format: nginx(
                #"$remote_addr $request_id $remote_user [$time_local] "$request" $status $body_bytes_sent $request_time_ms "$http_referer" "$http_user_agent" "$session""#,
                requestTimeIsWhole: true),
            example:
                #"192.0.2.7 540x1234x1 admin [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 12 "-" "curl/8.5.0" "1qa2ws3""#
        ),
        LogFormatPreset(
            name: "combined-time-before-referer",
            summary:
                "Combined with the request time after the bytes (nginx's seconds, Netdata's format, or Apache's %D as kolla-ansible writes it)",
            // nginx's `$body_bytes_sent $request_time "$http_referer"` (seconds with their fraction; a whole number
            // there is Jira's milliseconds, or no time), Netdata's recommended `$body_bytes_sent $request_length
            // $request_time $upstream_response_time "$http_referer"`, and OpenStack kolla-ansible's API vhosts,
            // `%{X-Forwarded-For}i %l %u %t "%r" %>s %b %D "%{Referer}i" "%{User-Agent}i"` (microseconds, whole). What
            // follows the user agent is not read. After `jira`, whose lines have its session's hash last.
            format: .alternatives([
                nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $request_time "$http_referer" "$http_user_agent""#,
                    requestTimeLeadsTrailer: true),
                nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $request_length $request_time $upstream_response_time "$http_referer" "$http_user_agent""#,
                    requestTimeLeadsTrailer: true),
                nginx(
                    #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $request_time_us "$http_referer" "$http_user_agent""#
                ),
            ]),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 0.012 "-" "curl/8.5.0""#
        ),
        LogFormatPreset(
            name: "hue", summary: "Cloudera Hue's access.log (Python logging: level, client, user, request; no status)",
            // `[%(asctime)s] %(levelname)-8s %(message)s` with `%d/%b/%Y %H:%M:%S %z`, the message
            // `client user - "request"` and, since Hue 4, `returned in 5ms (mem: 192mb)` after it; older releases
            // wrote `-- login redirection`-style notes, or nothing. Hue logs the request, not the response: no status.
            format: .alternatives([
                nginx(
                    #"[$time_local] $level $remote_addr $remote_user - "$request" returned in $request_time_ms ($rest"#,
                    collapsesBlanks: true, requiresTime: true),
                nginx(
                    #"[$time_local] $level $remote_addr $remote_user - "$request""#, collapsesBlanks: true,
                    requiresTime: true),
            ]),
            example:
                #"[21/Nov/2026 05:06:37 +0000] INFO     192.0.2.7 admin - "GET /users/42 HTTP/1.1" returned in 12ms (mem: 192mb)"#
        ),
        LogFormatPreset(
            name: "bitbucket", summary: "Atlassian Bitbucket Server's access log (pipe-separated; ms)",
            // `client | protocol | request id | user | time | "request" | "referer" "agent" | status | bytes read |
            // bytes written | labels | duration | session |`. Each request is logged twice: its `i@` line as it
            // comes in (no status yet) — one of the log's lines, not a request — and its `o@` line once answered.
            // An SSH or a gRPC operation has no HTTP request line (`"SSH - git-upload-pack …"`).
            format: .alternatives([
                nginx("$remote_addr | $scheme | i@$request_id | $rest", isCompanion: true),
                nginx(
                    #"$remote_addr | $scheme | $request_id | $remote_user | $date $time_hms | "$request" | "$http_referer" "$http_user_agent" | $status | $bytes_read | $bytes_sent | $labels | $request_time_ms | $rest"#
                ),
            ]),
            example:
                #"192.0.2.7 | https | o@1X2Y3Z4x325x1234x5 | admin | 2026-11-21 05:06:37,123 | "GET /users/42 HTTP/1.1" | "" "curl/8.5.0" | 200 | 0 | 512 | - | 12 | 1abcd2e |"#
        ),
        LogFormatPreset(
            name: "aspnetcore",
            summary: "ASP.NET Core's hosting log, its Request finished lines (.NET 6 and later; ms)",
            // The simple console formatter (the message on its own indented line, or on one line), the systemd one,
            // and the message alone (the JSON console's `Message`, read as `json+aspnetcore`). The hosting log's
            // other lines about a request — `Request starting`, the category lines of the simple formatter — are
            // neither requests nor malformed.
            format: .alternatives(
                [
                    "      ", "info: Microsoft.AspNetCore.Hosting.Diagnostics[2] ",
                    "<6>Microsoft.AspNetCore.Hosting.Diagnostics[2] ", "",
                ]
                .map { prefix in
                    nginx(
                        prefix
                            + "Request finished $server_protocol $request_method $request_uri - $status $content_length $content_type $request_time_ms"
                    )
                }
                    // .NET 7's, with the request's content type and length before the status: `- - - 200 - text/plain`.
                    + ["      ", ""].map { prefix in
                        nginx(
                            prefix
                                + "Request finished $server_protocol $request_method $request_uri - $request_content - $status $content_length $content_type $request_time_ms"
                        )
                    }
                    + [
                        "$level: Microsoft.AspNetCore.Hosting.Diagnostics[1] Request starting $rest",
                        "<$priority>Microsoft.AspNetCore.Hosting.Diagnostics[1] Request starting $rest",
                        "      Request starting $rest", "Request starting $rest",
                    ].map { nginx($0, isCompanion: true) }
                    // A category line alone, the message on the next line: the event id and `]` one word to the end.
                    + [
                        nginx(
                            "$level: Microsoft.AspNetCore.Hosting.Diagnostics[$event_id", lastFieldIsOneWord: true,
                            isCompanion: true)
                    ]),
            example:
                "      Request finished HTTP/1.1 GET https://api.example.com/users/42 - 200 512 application/json;+charset=utf-8 12.0000ms"
        ),
        LogFormatPreset(
            name: "serilog",
            summary: "Serilog's ASP.NET Core request logging (its console or file sink's text; elapsed ms)",
            // Serilog.AspNetCore's `UseSerilogRequestLogging`: `HTTP GET /path responded 200 in 12.3456 ms`, after the
            // console sink's default `[05:06:37 INF] ` (no date: untimed) or the file sink's `2026-11-21 05:06:37.123
            // +00:00 [INF] `; the values quoted where the template writes `{Message}` rather than `{Message:lj}`. The
            // application's other lines after the same prefix are neither requests nor malformed.
            format: .alternatives(
                ["$time_local [$level] ", "[$clock $level] "].flatMap { prefix in
                    [
                        #"HTTP "$request_method" "$request_uri" responded $status in $request_time_ms ms"#,
                        "HTTP $request_method $request_uri responded $status in $request_time_ms ms",
                    ].map { message in nginx(prefix + message) }
                } + ["$time_local [$level] $rest", "[$clock $level] $rest"].map { nginx($0, isCompanion: true) }),
            example: "2026-11-21 05:06:37.123 +00:00 [INF] HTTP GET /users/42 responded 200 in 12.0000 ms"
        ),
        LogFormatPreset(
            name: "serilog-json",
            summary: "Serilog's ASP.NET Core request logging as JSON (compact, JsonFormatter or Elasticsearch's; ms)",
            // The request's properties (`RequestMethod`, `RequestPath`, `StatusCode`, `Elapsed` in ms) at the top of
            // the compact formatter's events (`@t`), under `Properties` in JsonFormatter's (`Timestamp`), under
            // `fields` in the Elasticsearch sink's (`@timestamp`). The application's other events, without a status,
            // are neither requests nor malformed.
            format: {
                let scopes = ["", "Properties.", "fields."]
                func names(_ name: String) -> String { scopes.map { $0 + name }.joined(separator: "|") }
                return json(
                    method: names("RequestMethod"), path: names("RequestPath"), status: names("StatusCode"),
                    duration: names("Elapsed"), unit: .milliseconds, timestamp: "@t|Timestamp|@timestamp",
                    agent: names("UserAgent"), client: names("ClientIp") + "|" + names("RemoteIpAddress"),
                    entriesWithoutStatusAreNotRequests: true)
            }(),
            example:
                #"{"@t":"2026-11-21T05:06:37.0000000Z","@mt":"HTTP {RequestMethod} {RequestPath} responded {StatusCode} in {Elapsed:0.0000} ms","@r":["12.0000"],"RequestMethod":"GET","RequestPath":"/users/42","StatusCode":200,"Elapsed":12.0,"UserAgent":"curl/8.5.0","ClientIp":"192.0.2.7","SourceContext":"Serilog.AspNetCore.RequestLoggingMiddleware"}"#,
            detectionMarkers: [#""StatusCode":"#, #""Elapsed":"#]
        ),
        LogFormatPreset(
            name: "ktor", summary: "Ktor's CallLogging lines (Kotlin; through Logback's default pattern; ms)",
            // `%d{YYYY-MM-dd HH:mm:ss.SSS} [%thread] %-5level %logger{36} - %msg%n` around CallLogging's
            // `STATUS: METHOD - PATH in Nms` (a redirect's target after ` -> `; `Unhandled` for a call no route
            // answered); the time local, without a zone; the path without its query.
            format: .alternatives(
                [
                    "$status $status_text: $request_method - $request_uri in $request_time -> $location",
                    "$status $status_text: $request_method - $request_uri in $request_time",
                    "Unhandled: $request_method - $request_uri in $request_time",
                ].map { message in nginx("$time_local [$thread] INFO  $logger - " + message) }),
            example:
                "2026-11-21 05:06:37.123 [eventLoopGroupProxy-4-1] INFO  io.ktor.server.Application - 200 OK: GET - /users/42 in 12ms"
        ),
        LogFormatPreset(
            name: "uwsgi", summary: "uWSGI's default request log line (msecs, or micros with --log-micros)",
            // `--log-micros` writes the request time in microseconds, `micros` after it.
            format: .alternatives(
                [("$request_time_ms", "msecs"), ("$request_time_us", "micros")].map { time, unit in
                    nginx(
                        "[pid: $pid|app: $app|req: $request_count] $remote_addr ($remote_user) {$uwsgi_vars} [$time_local] $request_method $request_uri => generated $body_bytes_sent bytes in \(time) \(unit) ($server_protocol $status)"
                    )
                }),
            example:
                "[pid: 812|app: 0|req: 1/1] 192.0.2.7 () {38 vars in 612 bytes} [Sat Nov 21 05:06:37 2026] GET /users/42 => generated 512 bytes in 12 msecs (HTTP/1.1 200) 3 headers in 110 bytes (1 switches on core 0)"
        ),
        LogFormatPreset(
            name: "hypercorn", summary: "Hypercorn's access log as Quart runs it (%(h)s %(r)s %(s)s %(b)s %(D)s; µs)",
            // Quart's `app.run()` sets this format (Hypercorn's own default since 2019 is Gunicorn's, read as
            // Combined): the ASGI scope's HTTP version without `HTTP/` (`1.1`, `2`), the client with its port; bare,
            // or after the prefix Hypercorn's logger writes (`[%Y-%m-%d %H:%M:%S %z] [pid] [LEVEL] `).
            format: .alternatives([
                nginx(
                    "$remote_addr_port $request_method $request_uri $server_protocol $status $body_bytes_sent $request_time_us"
                ),
                nginx(
                    "[$time_local] [$pid] [$level] $remote_addr_port $request_method $request_uri $server_protocol $status $body_bytes_sent $request_time_us",
                    requiresTime: true),
            ]),
            example: "192.0.2.7:46532 GET /users/42 1.1 200 512 12000"
        ),
        LogFormatPreset(
            name: "granian", summary: "Granian's access log (Python; its default format, the duration in ms)",
            // `[%(time)s] %(addr)s - "%(method)s %(path)s %(protocol)s" %(status)d %(dt_ms).3f`: the time at the
            // request's start, local with its offset; the path without the query.
            format: nginx(#"[$time_local] $remote_addr - "$request" $status $request_time_ms"#),
            example: #"[2026-11-21 05:06:37 +0000] 192.0.2.7 - "GET /users/42 HTTP/1.1" 200 12.000"#
        ),
        LogFormatPreset(
            name: "sanic",
            summary: "Sanic's access log (Python; the server's name, the absolute URL, the duration's unit)",
            // `%(ident)s|%(asctime)s %(levelname)s: %(host)s %(request)s %(status)s %(byte)s %(duration)s` as its
            // production formatter writes it (no colours): `Srv 0` for a worker, the client with its port, the method
            // and the absolute URL (matched on its path), the duration with its unit (`0.3ms`, `1.2s`).
            format: nginx(
                "$server_name|$time_local INFO: $remote_addr_port $request_method $request_uri $status "
                    + "$body_bytes_sent $request_time"),
            example:
                "Srv 0|2026-11-21 05:06:37 +0000 INFO: 192.0.2.7:46532 GET http://api.example.com/users/42 200 512  12.0ms"
        ),
        LogFormatPreset(
            name: "actix", summary: "actix-web's default Logger (Rust; through env_logger or tracing; %T in seconds)",
            // `%a "%r" %s %b "%{Referer}i" "%{User-Agent}i" %T` after env_logger's default prefix, or
            // tracing-subscriber's; OpenObserve's server writes the request's Content-Length before the referer, after
            // its own logger's prefix (one blank before the level).
            format: .alternatives(
                [
                    "[$time_iso8601 INFO  actix_web::middleware::logger] ",
                    "$time_iso8601  INFO actix_web::middleware::logger: ",
                ]
                .map { prefix in
                    nginx(
                        prefix
                            + #"$remote_addr "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" $request_time"#
                    )
                }
                    + [
                        nginx(
                            #"$time_iso8601 INFO actix_web::middleware::logger: $remote_addr "$request" $status "#
                                + #"$body_bytes_sent "$http_content_length" "$http_referer" "$http_user_agent" $request_time"#
                        )
                    ]),
            example:
                #"[2026-11-21T05:06:37Z INFO  actix_web::middleware::logger] 192.0.2.7 "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" 0.012000"#
        ),
        LogFormatPreset(
            name: "skipper",
            summary: "Zalando Skipper's access log (Combined plus ms, requested host, flow id, audit)",
            // Skipper's text access log is Combined plus `%d %s %s %s`: the duration in whole milliseconds, the
            // requested host, the flow id and the audit log — read when the audit log is off (`-`, its default): one
            // word each, the last `-`, so that Traefik's quoted router and server after its request count are not
            // taken for them.
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "#
                    + #""$http_user_agent" $request_time_ms $requested_host $flow_id -"#,
                requestTimeIsWhole: true),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0" 12 api.example.com - -"#
        ),
        LogFormatPreset(
            name: "skipper-json",
            summary: "Zalando Skipper's JSON access log (duration in ms, the time in Combined's syntax)",
            // `-access-log-json-enabled`: the text log's fields by name, `duration` in whole ms, `host` the client;
            // detected by Skipper's own names (`flow-id`, `requested-host`), its other names being any JSON log's.
            format: json(
                method: "method", path: "uri", status: "status", duration: "duration", unit: .milliseconds,
                timestamp: "timestamp", agent: "user-agent", client: "host"),
            example:
                #"{"audit":"","auth-user":"","duration":12,"flow-id":"","host":"192.0.2.7","level":"info","method":"GET","msg":"","proto":"HTTP/1.1","referer":"","requested-host":"api.example.com","response-size":512,"status":200,"timestamp":"21/Nov/2026:05:06:37 +0000","uri":"/users/42","user-agent":"curl/8.5.0"}"#,
            detectionMarkers: [#""flow-id":"#, #""requested-host":"#]
        ),
        LogFormatPreset(
            name: "apicast",
            summary: "Red Hat 3scale APIcast's access log (its default `time` format; request time in seconds)",
            // APIcast's `log_format time`: `[$time_local] $target_host:$server_port $remote_addr:$remote_port
            // "$request" $status $body_bytes_sent ($request_time) $post_action_impact`.
            format: nginx(
                #"[$time_local] $apicast_host $remote_addr_port "$request" $status $body_bytes_sent ($request_time) "#
                    + "$post_action_impact"),
            example:
                #"[21/Nov/2026:05:06:37 +0000] api.example.com:8080 192.0.2.7:40946 "GET /users/42 HTTP/1.1" 200 512 (0.012) 0"#
        ),
        LogFormatPreset(
            name: "reactor-netty",
            summary: "Reactor Netty's access log before 1.0 (Spring WebFlux, Spring Cloud Gateway; port, then ms)",
            // Reactor Netty 1.0 and later write the milliseconds alone after the bytes: `common-ms` lines.
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $server_port $request_time_ms ms"#
            ),
            example: #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 8080 12 ms"#
        ),
        LogFormatPreset(
            name: "phoenix", summary: "Phoenix's request log (Elixir; GET … Sent, one line a request; no date)",
            // A Phoenix log is read one line a request (PhoenixRequestJoiner, in the input's reading): its request
            // line, ` => `, and its completion (`Sent` or `Chunked`, the duration in ms or µs); a request whose
            // completion was not read is its request line and ` =>`. The console writes the time of day without the
            // date: its requests are untimed.
            format: .alternatives([
                nginx("$request_method $request_uri => $response_kind $status in $request_time"),
                nginx("$request_method $request_uri =>"),
            ]),
            example: "GET /users/42 => Sent 200 in 12ms", detectedOnlyByRequests: true
        ),
        LogFormatPreset(
            name: "lograge",
            summary: "Rails' lograge key=value lines (duration in ms), bare or after Ruby's Logger prefix (its time)",
            // Bare (no time), or as a Rails app's production.log holds them: after Ruby's Logger prefix
            // (`I, [2026-11-21T05:06:37.123456 #56791]  INFO -- : `) and the tagged logger's tags (`[request id] `).
            format: .alternatives(
                [
                    "", "$severity, [$time_iso8601 #$pid] $level -- : ",
                    "$severity, [$time_iso8601 #$pid] $level -- : [$tags] ",
                ]
                .map { prefix in
                    nginx(
                        prefix
                            + "method=$request_method path=$request_uri format=$format controller=$controller action=$action status=$status",
                        requestTimeKeys: ["duration"], requestTimeKeyExponent: 3)
                }),
            example:
                "I, [2026-11-21T05:06:37.000000 #56791]  INFO -- : [8a1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e] method=GET path=/users/42 format=json controller=UsersController action=show status=200 duration=12.00 view=4.00 db=3.00"
        ),
        LogFormatPreset(
            name: "glassfish", summary: "GlassFish's and Payara's server_access_log (quoted fields; no request time)",
            // The default `common` pattern, `%client.name% %auth-user-name% %datetime% %request% %status%
            // %response.length%` (the first four quoted), `combined` with the referer and user agent after them, and
            // every field quoted (as Interstage writes them).
            format: .alternatives([
                nginx(
                    #""$remote_addr" "$remote_user" "$time_local" "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent""#
                ),
                nginx(#""$remote_addr" "$remote_user" "$time_local" "$request" $status $body_bytes_sent"#),
                nginx(#""$remote_addr" "$remote_user" "$time_local" "$request" "$status" "$body_bytes_sent""#),
            ]),
            example:
                #""192.0.2.7" "NULL-AUTH-USER" "21/Nov/2026:05:06:37 +0000" "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0""#
        ),
        LogFormatPreset(
            name: "tornado", summary: "Tornado's access log (Python; status, request, client, ms)",
            // `tornado.access`'s `200 GET /path (192.0.2.7) 12.34ms`, after Tornado's own log prefix
            // (`[I 261121 05:06:37 web:2271] `, a local time read as UTC) or Python logging's default
            // (`INFO:tornado.access:`, no time). The classic Jupyter Notebook (6 and earlier) writes the time of day
            // alone and its application's name (`[I 11:12:27.197 NotebookApp] `: untimed), a failed request's referer
            // after the time (`29.68ms referer=None`), its other messages — a warning about a request, logged again
            // as the request — neither requests nor malformed.
            format: .alternatives([
                nginx(
                    "[$level $date $time_hms $module] $status $request_method $request_uri ($remote_addr) $request_time_ms",
                    lastFieldIsOneWord: true),
                nginx(
                    "[$level $time_hms NotebookApp] $status $request_method $request_uri ($remote_addr) $request_time_ms",
                    lastFieldIsOneWord: true),
                nginx(
                    "[$level $time_hms NotebookApp] $status $request_method $request_uri ($remote_addr) $request_time_ms $rest"
                ),
                nginx("[$level $time_hms NotebookApp] $message", isCompanion: true),
                nginx(
                    "$level:tornado.access:$status $request_method $request_uri ($remote_addr) $request_time_ms",
                    lastFieldIsOneWord: true),
            ]),
            example: "[I 261121 05:06:37 web:2271] 200 GET /users/42 (192.0.2.7) 12.00ms"
        ),
        LogFormatPreset(
            name: "daphne",
            summary: "Django Channels' and Daphne's runserver lines (HTTP METHOD path status [s, client])",
            // `HTTP GET /path 200 [0.02, 192.0.2.7:52757]`, after `[2026/11/21 05:06:37] ` (Channels 1) or bare
            // (Daphne 2 and later: untimed); its WebSocket lines (`WebSocket HANDSHAKING /ws/ [client]`) are not
            // requests.
            format: .alternatives([
                nginx(
                    "[$date $time_hms] HTTP $request_method $request_uri $status [$request_time_s, $remote_addr_port]"),
                nginx("HTTP $request_method $request_uri $status [$request_time_s, $remote_addr_port]"),
                nginx("[$date $time_hms] WebSocket $rest", isCompanion: true),
                nginx("WebSocket $rest", isCompanion: true),
            ]),
            example: "[2026/11/21 05:06:37] HTTP GET /users/42 200 [0.012, 192.0.2.7:52757]"
        ),
        LogFormatPreset(
            name: "artifactory", summary: "JFrog Artifactory 7's request log (pipe-separated; duration in ms)",
            // `artifactory-request.log`: `time|trace id|client|user|method|path|status|request length|response
            // length|duration (ms)|user agent`.
            format: nginx(
                "$time_iso8601|$trace_id|$remote_addr|$remote_user|$request_method|$request_uri|$status|$request_length|$body_bytes_sent|$request_time_ms|$http_user_agent",
                requiresTimeAndStatus: true),
            example: "2026-11-21T05:06:37.123Z|3e96f7737265e393|192.0.2.7|admin|GET|/users/42|200|-1|512|12|curl/8.5.0"
        ),
        LogFormatPreset(
            name: "kemal", summary: "Kemal's request log (Crystal; UTC time, elapsed with its unit)",
            format: nginx(
                "$date $time_hms UTC $status $request_method $request_uri $request_time", lastFieldIsOneWord: true),
            example: "2026-11-21 05:06:37 UTC 200 GET /users/42 12.0ms"
        ),
        LogFormatPreset(
            name: "drogon",
            summary: "Drogon's AccessLogger plugin (C++; its default log_format; processing time in seconds)",
            // `$request_date $method $url [$body_bytes_received] ($remote_addr - $local_addr) $status $body_bytes_sent
            // $processing_time`: trantor's `20261121 05:06:37.123456` (local time unless `use_local_time` is off),
            // `$status` the code and its reason phrase (one to five words), the time a C++ double (`0.001234`,
            // `1.5e-05`).
            format: .alternatives(
                (1...5).map { words in
                    nginx(
                        "$date $time_hms $request_method $request_uri [$request_length] ($remote_addr_port - $local_addr) $status "
                            + (1...words).map { "$reason\($0) " }.joined() + "$body_bytes_sent $request_time",
                        lastFieldIsOneWord: true)
                }),
            example:
                "20261121 05:06:37.123456 GET /users/42 [0] (192.0.2.7:53422 - 10.0.0.5:8080) 200 OK 512 0.012"),
        LogFormatPreset(
            name: "shelf", summary: "Dart shelf's logRequests middleware (local time; Dart's H:MM:SS.ffffff duration)",
            // `${requestTime.toIso8601String()} ${elapsed.toString().padLeft(15)} ${method.padRight(7)} [$status]
            // path?query`. A handler that threw is logged `[ERROR] 2026-11-21 05:06:37.123456\t0:00:00.012000\tGET\t/path`
            // (the error and its stack trace on lines of their own after it): a request without a status. Every line
            // has its time (a syslog line's words in its columns are no request of shelf's).
            format: .alternatives([
                nginx(
                    "$time_iso8601 $request_time $request_method [$status] $request_uri", collapsesBlanks: true,
                    requiresTime: true),
                nginx("[ERROR] $date $time_hms\t$request_time\t$request_method\t$request_uri", requiresTime: true),
            ]),
            example: "2026-11-21T05:06:37.123456  0:00:00.012000 GET     [200] /users/42"),
        LogFormatPreset(
            name: "oauth2-proxy",
            summary: "OAuth2 Proxy's request log (Go; client:port, request id, user, local time, upstream, seconds)",
            // Since v7: `{{.Client}} - {{.RequestID}} - {{.Username}} [{{.Timestamp}}] {{.Host}} {{.RequestMethod}}
            // {{.Upstream}} {{.RequestURI}} {{.Protocol}} {{.UserAgent}} {{.StatusCode}} {{.ResponseSize}}
            // {{.RequestDuration}}`, the URI and the agent quoted, the time `2006/01/02 15:04:05`; before v7 without
            // the request id; bitly's and pusher's (v3, v4) with Apache's time. Its auth log (`[AuthSuccess] …`) and
            // its standard log (`[2026/11/21 05:06:37] [oauthproxy.go:123] …`, Go's `2026/11/21 05:06:37 net/http: …`) are
            // neither requests nor malformed. Blanks may run (`--standard-logging-format` aligned).
            format: .alternatives(
                [
                    "$remote_addr_port - $request_id - $remote_user [$date $time_hms]",
                    "$remote_addr_port - $remote_user [$date $time_hms]",
                    "$remote_addr_port - $remote_user [$time_local]",
                ].map { lead in
                    nginx(
                        lead
                            + #" $host $request_method $upstream "$request_uri" $server_protocol "$http_user_agent" $status $body_bytes_sent $request_time"#,
                        collapsesBlanks: true, lastFieldIsOneWord: true, requiresTime: true)
                }
                    + [
                        "$remote_addr_port - $request_id - $remote_user [$date $time_hms] [$level] $rest",
                        "$remote_addr_port - $remote_user [$date $time_hms] [$level] $rest",
                        "[$date $time_hms] [$logger] $rest", "$date $time_hms $rest",
                    ].map { nginx($0, collapsesBlanks: true, isCompanion: true) }),
            example:
                #"192.0.2.7:46532 - 5d0e4bd2a1c3f8e9b7d6c5a4f3e2d1c0 - jane@example.com [2026/11/21 05:06:37] api.example.com GET http://10.0.1.20:8080/ "/users/42" HTTP/1.1 "curl/8.5.0" 200 512 0.012"#
        ),
        LogFormatPreset(
            name: "ceph-rgw",
            summary:
                "Ceph Object Gateway's (radosgw) access lines in its log (beast or civetweb; latency since Pacific)",
            // `2026-11-21T05:06:37.123+0000 7f3a110e3700  1 beast: 0x7f3a0c0a2650: 192.0.2.7 - user [21/Nov/2026:05:06:37.119
            // +0000] "GET /bucket/key HTTP/1.1" 200 512 - "aws-cli/2.11.0" - latency=0.004000094s`: the log's time,
            // thread and level, the frontend and the request's address, then Combined's fields with the referer and
            // the range bare, and since Pacific the latency (`debug ` first in a container's output). Octopus' beast
            // lines end after the range; civetweb's (Nautilus and before) after the agent, written bare. The log's
            // other lines (`====== starting new request …`, `====== req done … latency=…`) are neither requests nor
            // malformed.
            format: .alternatives(
                ["", "debug "].flatMap { lead in
                    [
                        #"beast: $req: $remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $http_referer "$http_user_agent" $range latency=$request_time"#,
                        #"beast: $req: $remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $http_referer "$http_user_agent""#,
                    ].map { access in
                        nginx(
                            lead + "$logtime $thread $level " + access, collapsesBlanks: true, lastFieldIsOneWord: true)
                    }
                }
                    + [
                        "$logtime $thread $level civetweb: $req: ", "$logdate $logtime $thread $level civetweb: $req: ",
                    ].map { lead in
                        nginx(
                            lead
                                + #"$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent $http_referer $http_user_agent"#,
                            collapsesBlanks: true)
                    }
                    + ["$logtime $thread $level ====== $rest", "debug $logtime $thread $level ====== $rest"].map {
                        nginx($0, collapsesBlanks: true, isCompanion: true)
                    }),
            example:
                #"2026-11-21T05:06:37.123+0000 7f3a110e3700  1 beast: 0x7f3a0c0a2650: 192.0.2.7 - backup [21/Nov/2026:05:06:37.119 +0000] "GET /users/42 HTTP/1.1" 200 512 - "curl/8.5.0" - latency=0.012000094s"#
        ),
        LogFormatPreset(
            name: "nexus",
            summary: "Sonatype Nexus Repository 3's request.log (request length, bytes, elapsed ms, agent, thread)",
            // logback-access' `%clientHost %l %user [%date] "%requestURL" %statusCode %header{Content-Length}
            // %bytesSent %elapsedTime "%header{User-Agent}" [%thread]`: Common's fields, then the request's length,
            // the bytes sent, the time taken in milliseconds, the agent and Jetty's thread.
            format: nginx(
                #"$remote_addr - $remote_user [$time_local] "$request" $status $request_length $body_bytes_sent $request_time_ms "$http_user_agent" [$thread]"#,
                requiresTimeAndStatus: true),
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 - 512 12 "curl/8.5.0" [qtp1199213870-40]"#
        ),
        LogFormatPreset(
            name: "keycdn", summary: "KeyCDN's log forwarding format (pipe-separated; epoch first; no request time)",
            // `timestamp|zone|client|status|bytes|user id|zone id|host|cache|"request"|[time]|"referer"|"agent"|…`.
            format: nginx(
                #"$time_epoch|$zone|$remote_addr|$status|$body_bytes_sent|$uid|$zid|$host|$cache|"$request"|[$time_local]|"$http_referer"|"$http_user_agent""#,
                requiresTimeAndStatus: true),
            example:
                #"1795237597.123|usla|192.0.2.7|200|512|uid1234|zid4321|example-hexid.kxcdn.com|HIT|"GET /users/42 HTTP/1.1"|[21/Nov/2026:05:06:37 +0000]|"-"|"curl/8.5.0"|https|TLSv1.3|US|CA|"AS64496 Example"|-"#
        ),
        LogFormatPreset(
            name: "gitea", summary: "Gitea's and Forgejo's router log (Go; local time, duration with its unit)",
            // Since 1.17: `2026/11/21 05:06:37 HTTPRequest [I] router: completed GET /path for 192.0.2.7:46532, 200 OK
            // in 12.3ms @ web/home.go:33(web.Home)` (the logger's name, or the caller's `…/logger.go:102:func1()`,
            // before the level; a word such as the container's name may lead). Before: `Completed GET /path 200 OK in
            // 11.8089ms`, the client on the `Started … for` line before it. The router's other lines (`started`,
            // `slow`, `polling`) and the `Started` ones are neither requests nor malformed.
            format: .alternatives(
                ["", "$name "].map { lead in
                    nginx(
                        lead
                            + "$date $time_hms $logger [$level] router: completed $request_method $request_uri for $remote_addr_port, $status $status_text in $request_time @ $rest"
                    )
                }
                    + [
                        nginx(
                            "$date $time_hms $logger [$level] Completed $request_method $request_uri $status $status_text in $request_time"
                        )
                    ]
                    + ["", "$name "].map { lead in
                        nginx(lead + "$date $time_hms $logger [$level] router: $rest", isCompanion: true)
                    }
                    + [nginx("$date $time_hms $logger [$level] Started $request_method $rest", isCompanion: true)]),
            example:
                "2026/11/21 05:06:37 HTTPRequest [I] router: completed GET /users/42 for 192.0.2.7:46532, 200 OK in 12.0ms @ web/home.go:33(web.Home)"
        ),
        LogFormatPreset(
            name: "beego", summary: "Beego's router log (Go; local time, client, status, latency with its unit, route)",
            // `2026/11/21 05:06:37.123 [D] [server.go:2807]  |      192.0.2.7| 200 |   1.514156ms|   match| GET      /path   r:/route`
            // (Beego 1 and 2; columns padded, `nomatch` for a path no route took, the route after ` r:`).
            format: .alternatives([
                nginx(
                    "$date $time_hms [$level] [$source] $pad|$remote_addr| $status |$request_time| $match| $request_method $request_uri $route",
                    collapsesBlanks: true),
                nginx(
                    "$date $time_hms [$level] [$source] $pad|$remote_addr| $status |$request_time| $match| $request_method $request_uri",
                    collapsesBlanks: true, lastFieldIsOneWord: true),
            ]),
            example:
                "2026/11/21 05:06:37.123 [D] [server.go:2807]  |      192.0.2.7| 200 |   12.000000ms|   match| GET      /users/42   r:/users/:id"
        ),
        LogFormatPreset(
            name: "hertz",
            summary: "Hertz's access log middleware (Go, CloudWeGo; through hlog: date, latency with its unit)",
            // hertz-contrib/logger/accesslog's default format, Fiber's `[${time}] ${status} - ${latency} ${method}
            // ${path}` (the time of day alone), written through hlog's default logger, whose Go `log` prefix
            // (`2026/11/21 05:06:37.123456 accesslog.go:104: [Info] `) gives the date.
            format: nginx(
                "$date $time_hms $source [$level] [$time_of_day] $status - $request_time $request_method $request_uri"),
            example: "2026/11/21 05:06:37.123456 accesslog.go:104: [Info] [05:06:37] 200 - 12ms GET /users/42"),
        LogFormatPreset(
            name: "warp", summary: "Rust warp's log filter (client:port, request, status, referer, agent, elapsed)",
            // `warp::log("name")`: `{addr} "{method} {path} {version}" {status} "{referer}" "{agent}" {elapsed:?}`,
            // the elapsed time as Rust writes a Duration (`4.2123963s`, `1.2ms`, `350µs`). Through env_logger
            // (`[2026-11-21T05:06:37Z INFO  warp::filters::log] `), tracing's fmt subscriber
            // (`2026-11-21T05:06:37.123456Z  INFO warp::filters::log: `), pretty_env_logger (` INFO  name > `), a
            // fern-style `[target][LEVEL] ` after a time, or bare.
            format: .alternatives(
                [
                    "[$time_iso8601 $level $target] ", "$time_iso8601 $level $target: ",
                    "$time_iso8601 [$target][$level] ",
                    "$level $target > ", "",
                ].map { prefix in
                    nginx(
                        prefix
                            + #"$remote_addr_port "$request" $status "$http_referer" "$http_user_agent" $request_time"#,
                        collapsesBlanks: true, lastFieldIsOneWord: true)
                }),
            example:
                #"[2026-11-21T05:06:37Z INFO  warp::filters::log] 192.0.2.7:46532 "GET /users/42 HTTP/1.1" 200 "-" "curl/8.5.0" 12.000ms"#
        ),
        LogFormatPreset(
            name: "tower-http",
            summary: "Rust tower-http's TraceLayer (axum) through tracing's fmt subscriber (latency in its unit)",
            // `2026-11-21T05:06:37.123456Z  INFO request{method=GET uri=/users/42 version=HTTP/1.1}:
            // tower_http::trace::on_response: finished processing request latency=12 ms status=200`: the default
            // span's fields and `on_response`'s event, the latency in the layer's unit (`ms`, `μs`, `s`, `ns`). The
            // layer's other events for the same request (`on_request`, `on_eos`, `on_failure`, `on_body_chunk`) are
            // neither requests nor malformed.
            format: .alternatives(
                [("ms", "ms"), ("us", "\u{03BC}s"), ("us", "\u{00B5}s"), ("s", "s"), ("ns", "ns")].map { unit, suffix in
                    nginx(
                        "$time_iso8601 $level $span{method=$request_method uri=$request_uri version=$server_protocol}: "
                            + "tower_http::trace::on_response: finished processing request latency=$request_time_\(unit) \(suffix) status=$status",
                        collapsesBlanks: true)
                }
                    + ["on_request", "on_eos", "on_failure", "on_body_chunk"].map { event in
                        nginx(
                            "$time_iso8601 $level $span{method=$request_method uri=$request_uri version=$server_protocol}: "
                                + "tower_http::trace::\(event): $rest", collapsesBlanks: true, isCompanion: true)
                    }),
            example:
                "2026-11-21T05:06:37.123456Z  INFO request{method=GET uri=/users/42 version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=12 ms status=200"
        ),
        LogFormatPreset(
            name: "salvo",
            summary: "Rust Salvo's Logger middleware through tracing's fmt subscriber (status, duration with its unit)",
            // salvo_extra's `Logger`: its `Request` span's fields (the client, the version, the method, the URI) and
            // its `Response` event's status (code and reason) and duration (Rust's `Debug` of a Duration,
            // `1.234567ms`), with the event's target or without it (`with_target(false)`).
            format: .alternatives(
                ["$target: ", ""].map { target in
                    nginx(
                        "$time_iso8601 $level Request{remote_addr=$salvo_remote version=$server_protocol method=$request_method path=$request_uri}: "
                            + target + "Response status=$status $status_text duration=$request_time",
                        collapsesBlanks: true)
                }),
            example:
                "2026-11-21T05:06:37.123456Z  INFO Request{remote_addr=socket://192.0.2.7:53422 version=HTTP/1.1 method=GET path=/users/42}: salvo_extra::logging: Response status=200 OK duration=12ms"
        ),
        LogFormatPreset(
            name: "rails", summary: "Rails' default request log (Started … Completed, one line a request; ms)",
            // A Rails log is read one line a request (RailsRequestJoiner, in the input's reading): its `Started`
            // message, ` => `, and its `Completed` message up to the duration; a request whose completion was not
            // read is its `Started` message alone.
            format: .alternatives([
                nginx(
                    #"Started $request_method "$request_uri" for $remote_addr at $time_local => Completed $status $status_text in $request_time_ms"#
                ),
                nginx(#"Started $request_method "$request_uri" for $remote_addr at $time_local"#),
            ]),
            example:
                #"Started GET "/users/42" for 192.0.2.7 at 2026-11-21 05:06:37 +0000 => Completed 200 OK in 12ms"#
        ),
        LogFormatPreset(
            name: "apache-ssl-request",
            summary: "Apache mod_ssl's ssl_request_log (%t %h %{SSL_PROTOCOL}x %{SSL_CIPHER}x \"%r\" %b; no status)",
            // The line ends with `%b`: a bracketed time's line with more after its request (a status, then the bytes,
            // a user agent) is another layout's, whose status this one would take for the bytes.
            format: nginx(
                #"[$time_local] $remote_addr $ssl_protocol $ssl_cipher "$request" $body_bytes_sent"#,
                lastFieldIsOneWord: true),
            example:
                #"[21/Nov/2026:05:06:37 +0000] 192.0.2.7 TLSv1.3 TLS_AES_256_GCM_SHA384 "GET /users/42 HTTP/1.1" 512"#,
            detectedOnlyByRequests: true),
        LogFormatPreset(
            name: "common", summary: "Common Log Format (Apache %h %l %u %t \"%r\" %>s %b)", format: .common,
            example: #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512"#),
        LogFormatPreset(
            name: "combined", summary: "Combined Log Format (Apache, nginx's default)", format: .combined,
            example:
                #"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /users/42 HTTP/1.1" 200 512 "-" "curl/8.5.0""#),
    ]

    /// The JSON-lines presets, as field paths.
    static let jsonPresets: [LogFormatPreset] = [
        LogFormatPreset(
            name: "jsonl", summary: "JSON lines with nginx-style names (request, status, request_time, time, …)",
            format: .jsonLines(.standard),
            example:
                #"{"time":"2026-11-21T05:06:37+00:00","remote_addr":"192.0.2.7","request":"GET /users/42 HTTP/1.1","status":200,"request_time":0.012,"user_agent":"curl/8.5.0"}"#
        ),
        LogFormatPreset(
            name: "iis-json",
            summary: "IIS's W3C fields as JSON, as NXLog and other shippers write a parsed line (time-taken in ms)",
            // The W3C field names as keys (`cs-method`, `cs-uri-stem`, `cs-uri-query`, `sc-status`, `time-taken`,
            // `date` with `time`, `c-ip`, `cs(User-Agent)`), values as strings or numbers; IIS's own fields (its site,
            // its substatus and Win32 status) tell it from CloudFront's JSON, whose `time-taken` is in seconds. Before
            // `aws-cloudfront-json`, which reads the same names: this one wins their tie.
            format: iisJSON,
            example:
                #"{"date":"2026-11-21","time":"05:06:37","s-sitename":"W3SVC1","s-computername":"WEB-1","s-ip":"10.0.0.5","cs-method":"GET","cs-uri-stem":"/users/42","cs-uri-query":"page=2","s-port":443,"cs-username":"-","c-ip":"192.0.2.7","cs(User-Agent)":"Mozilla/5.0+(X11;+Linux+x86_64)","sc-status":200,"sc-substatus":0,"sc-win32-status":0,"time-taken":12}"#,
            // Two names, without the colon (one spelling each): every input's sample is searched for them.
            detectionMarkers: [.anyOf(#""sc-win32-status""#, #""s-sitename""#)]
        ),
        LogFormatPreset(
            name: "aws-cloudfront-json",
            summary: "Amazon CloudFront standard logging v2, JSON output (W3C field names, values as strings)",
            format: cloudFrontJSON,
            example:
                #"{"date":"2026-11-21","time":"05:06:37","x-edge-location":"IAD89-P1","sc-bytes":"512","c-ip":"192.0.2.7","#
                + #""cs-method":"GET","cs(Host)":"d111111abcdef8.cloudfront.net","cs-uri-stem":"/users/42","sc-status":"200","#
                + #""cs(Referer)":"-","cs(User-Agent)":"Mozilla/5.0%20(X11;%20Linux%20x86_64)","cs-uri-query":"page=2","#
                + #""x-edge-result-type":"Miss","x-edge-request-id":"SOX4xwn4XV6Q4rgb7XiVGOHms_BGlTAC4KyHmureZmBNrjGdRLiNIQ==","#
                + #""cs-protocol":"https","time-taken":"0.012","timestamp(ms)":"1795237597123"}"#
        ),
        LogFormatPreset(
            name: "aws-cloudfront-realtime",
            summary: "Amazon CloudFront real-time logs, every field in the documented order (tab-separated, no header)",
            // A real-time log record holds the fields its configuration chose, in the order the developer guide
            // lists them: `timestamp` (epoch seconds with milliseconds), `c-ip`, `time-to-first-byte`, `sc-status`,
            // `sc-bytes`, `cs-method`, `cs-protocol`, `cs-host`, `cs-uri-stem`, `cs-bytes`, `x-edge-location`,
            // `x-edge-request-id`, `x-host-header`, `time-taken` (seconds), `cs-protocol-version`, `c-ip-version`,
            // `cs-user-agent`, `cs-referer`, `cs-cookie`, `cs-uri-query`, and more after them. A configuration with
            // fewer fields is read with an `nginx:` template of its own. As in the standard logs, the stem's and the
            // query's `%` are written `%25`.
            format: nginx(
                "$time_epoch\t$remote_addr\t$time_to_first_byte\t$status\t$sc_bytes\t$request_method\t$scheme\t$cs_host\t$uri\t$cs_bytes\t$edge_location\t$edge_request_id\t$host_header\t$request_time\t$protocol\t$ip_version\t$http_user_agent_encoded\t$http_referer\t$cookie\t$args\t",
                targetIsLogEncoded: true, requiresTimeAndStatus: true),
            example:
                "1795237597.123\t192.0.2.7\t0.011\t200\t512\tGET\thttps\td111111abcdef8.cloudfront.net\t/users/42\t34\tIAD89-P1\tSOX4xwn4XV6Q4rgb7XiVGOHms_BGlTAC4KyHmureZmBNrjGdRLiNIQ==\tapi.example.com\t0.012\tHTTP/2.0\tIPv4\tMozilla/5.0%20(X11;%20Linux%20x86_64)\t-\t-\tpage=2\tMiss\t-\tTLSv1.3\tTLS_AES_128_GCM_SHA256\tMiss\t-\t-\tapplication/json\t512\t-\t-\t46532\tMiss\tUS\tgzip\t*/*\t*\t-\t-\t-"
        ),
        LogFormatPreset(
            name: "fluent-nginx",
            summary: "Fluent Bit's and Fluentd's nginx and apache2 parser records (JSON: remote, method, path, code)",
            // Fluent Bit's json_lines output keeps the record's time in `date` (an epoch); Fluentd writes it before the
            // record (console+fluent-nginx) or, injected, in `time`.
            format: json(
                method: "method", path: "path", status: "code", duration: nil, unit: .seconds,
                timestamp: "date|time|@timestamp|timestamp", agent: "agent", client: "remote"),
            example:
                #"{"date":1795237597.123,"remote":"192.0.2.7","host":"-","user":"-","method":"GET","path":"/users/42","code":"200","size":"512","referer":"-","agent":"curl/8.5.0"}"#
        ),
        LogFormatPreset(
            name: "caddy", summary: "Caddy's JSON access log",
            format: caddy(durationUnit: .seconds),
            example:
                #"{"level":"info","ts":1795237597.123,"logger":"http.log.access","msg":"handled request","request":{"remote_ip":"192.0.2.7","remote_port":"46532","proto":"HTTP/2.0","method":"GET","host":"api.example.com","uri":"/users/42","headers":{"User-Agent":["curl/8.5.0"]}},"bytes_read":0,"user_id":"","duration":0.012,"size":512,"status":200,"resp_headers":{}}"#
        ),
        LogFormatPreset(
            name: "traefik-json", summary: "Traefik's JSON access log (Duration in ns)",
            format: json(
                method: "RequestMethod", path: "RequestPath", status: "DownstreamStatus", duration: "Duration",
                unit: .nanoseconds, timestamp: "StartUTC|StartLocal|time", agent: "request_User-Agent",
                client: "ClientHost"),
            example:
                #"{"ClientHost":"192.0.2.7","DownstreamStatus":200,"Duration":12000000,"RequestMethod":"GET","RequestPath":"/users/42","RequestProtocol":"HTTP/1.1","RouterName":"api@docker","StartUTC":"2026-11-21T05:06:37.123456789Z","request_User-Agent":"curl/8.5.0","level":"info","msg":"","time":"2026-11-21T05:06:37Z"}"#
        ),
        LogFormatPreset(
            name: "slog",
            summary: "Go's log/slog JSON request lines (duration or latency a time.Duration: nanoseconds)",
            // slog's JSONHandler writes `"time"`, `"level":"INFO"`, `"msg"`, then the attributes a middleware adds:
            // a time.Duration as encoding/json does, whole nanoseconds (`"duration":12000000`); one written as a
            // string (`"12ms"`) is read by its unit. Before lograge's JSON, which reads the same names in ms.
            format: json(
                method: "method", path: "path|url|uri", status: "status|status_code",
                duration: "duration|latency|elapsed",
                unit: .nanoseconds, timestamp: "time", agent: "user_agent|user-agent",
                client: "ip|remote_addr|client_ip"),
            example:
                #"{"time":"2026-11-21T05:06:37.123456789Z","level":"INFO","msg":"request","method":"GET","path":"/users/42","status":200,"duration":12000000,"ip":"192.0.2.7","user_agent":"curl/8.5.0"}"#,
            detectionMarkers: [#""level":"INFO","msg":""#]
        ),
        LogFormatPreset(
            name: "lograge-json", summary: "Rails' lograge JSON lines (duration in ms; time if added)",
            format: json(
                method: "method", path: "path", status: "status", duration: "duration", unit: .milliseconds,
                timestamp: "time|@timestamp|timestamp|t", agent: nil, client: nil),
            example:
                #"{"method":"GET","path":"/users/42","format":"json","controller":"UsersController","action":"show","status":200,"allocations":1234,"duration":12.0,"view":4.0,"db":3.0,"time":"2026-11-21T05:06:37.000+00:00"}"#
        ),
        LogFormatPreset(
            name: "semantic-logger",
            summary:
                "Rails' rails_semantic_logger text lines (its Completed entries; duration as written; other lines no requests)",
            // rails_semantic_logger's default formatter: time, level, [process:thread], tags, (duration), logger --
            // message -- payload, the payload as Ruby inspects a Hash (`:method=>"GET"` before Ruby 3.4, `method:
            // "GET"` since); the controller's `Completed #action` line holds the request. The application's other
            // lines (queries, messages, debug-level `Started` lines) are neither requests nor malformed. Its `:color`
            // formatter's lines, stripped of their colours, are the same, but for a payload that amazing_print
            // (awesome_print) writes when it is loaded: `{ :method => "GET", … }` (Ruby 3.4's form is as above).
            format: .alternatives(
                [
                    #"{$payload_head:method=>"$request_method", :path=>"$request_uri", :status=>$status, $payload_rest"#,
                    #"{$payload_head method: "$request_method", path: "$request_uri", status: $status, $payload_rest"#,
                    #"{$payload_head:method => "$request_method", :path => "$request_uri", :status => $status, $payload_rest"#,
                ]
                .map { payload in
                    nginx(
                        "$date $time_hms $level [$thread] $tags($request_time) $logger -- Completed #$action -- "
                            + payload)
                }
                    + [nginx("$date $time_hms $level [$thread] $rest", isCompanion: true)]),
            example:
                #"2026-11-21 05:06:37.000000 I [1:puma srv tp 001] {request_id: a1} (12.0ms) UsersController -- Completed #show -- {:controller=>"UsersController", :action=>"show", :params=>{"id"=>"42"}, :format=>"HTML", :method=>"GET", :path=>"/users/42", :status=>200, :view_runtime=>4.1, :db_runtime=>0.5, :allocations=>1234, :status_message=>"OK"}"#,
            // Its request lines' own words: detection spends nothing on it for other logs.
            detectionMarkers: [" -- Completed #"]
        ),
        LogFormatPreset(
            name: "semantic-logger-json",
            summary:
                "Rails' rails_semantic_logger JSON (its Completed entries; duration_ms; other entries no requests)",
            // rails_semantic_logger's JSON formatter: the controller's `Completed #action` entry carries the request in
            // its payload; the application's other entries (queries, messages, debug-level `Started` entries) have no
            // status and are not requests (`entriesWithoutStatusAreNotRequests`). The client where a named tag holds it
            // (`config.log_tags = { ip: :remote_ip }`).
            format: {
                var fields = JSONLogFields(
                    request: nil, method: "payload.method", path: "payload.path", query: nil, status: "payload.status",
                    time: "duration_ms", timeUnit: .milliseconds, timestamp: "timestamp", agent: nil,
                    client: "named_tags.ip|named_tags.remote_ip|named_tags.client_ip")
                fields.entriesWithoutStatusAreNotRequests = true
                return .jsonLines(fields)
            }(),
            example:
                #"{"host":"web-1","application":"Semantic Logger","environment":"production","timestamp":"2026-11-21T05:06:37.012345Z","level":"info","level_index":2,"pid":1,"thread":"puma srv tp 001","duration_ms":12.0,"duration":"12.0ms","named_tags":{"request_id":"a1","ip":"192.0.2.7"},"name":"UsersController","message":"Completed #show","payload":{"controller":"UsersController","action":"show","format":"HTML","method":"GET","path":"/users/42","status":200,"view_runtime":4.1,"db_runtime":0.5,"allocations":1234,"status_message":"OK"}}"#,
            detectionMarkers: [#""payload":"#, "Completed #"]
        ),
        LogFormatPreset(
            name: "echo", summary: "Echo's default logger (Go; JSON, latency in ns)",
            format: json(
                method: "method", path: "uri", status: "status", duration: "latency", unit: .nanoseconds,
                timestamp: "time", agent: "user_agent", client: "remote_ip"),
            example:
                #"{"time":"2026-11-21T05:06:37.000000000Z","id":"","remote_ip":"192.0.2.7","host":"api.example.com","method":"GET","uri":"/users/42","user_agent":"curl/8.5.0","status":200,"error":"","latency":12000000,"latency_human":"12ms","bytes_in":0,"bytes_out":512}"#
        ),
        LogFormatPreset(
            name: "vercel", summary: "Vercel log drains (JSON; the request in proxy, no duration)",
            format: json(
                method: "proxy.method", path: "proxy.path", status: "proxy.statusCode", duration: nil, unit: .seconds,
                timestamp: "proxy.timestamp", agent: "proxy.userAgent", client: "proxy.clientIp"),
            example:
                #"{"id":"1","deploymentId":"dpl_1","source":"lambda","host":"api.example.com","timestamp":1795237597012,"projectId":"prj_1","level":"info","statusCode":200,"path":"/users/[id]","proxy":{"timestamp":1795237597000,"method":"GET","scheme":"https","host":"api.example.com","path":"/users/42","userAgent":["curl/8.5.0"],"referer":"","statusCode":200,"clientIp":"192.0.2.7","region":"iad1","vercelCache":"MISS"}}"#
        ),
        LogFormatPreset(
            name: "kong", summary: "Kong's logging plugins (file-log, http-log, …; JSON, latencies in ms)",
            // Apache APISIX's logger plugins write entries of the same shape, read by `apisix-json`.
            format: json(
                method: "request.method", path: "request.uri", status: "response.status", duration: "latencies.request",
                unit: .milliseconds, timestamp: "started_at", agent: "request.headers.user-agent", client: "client_ip"),
            example:
                #"{"request":{"method":"GET","uri":"/users/42","url":"https://api.example.com:8443/users/42","size":86,"querystring":{},"headers":{"host":"api.example.com","user-agent":"curl/8.5.0"}},"upstream_uri":"/users/42","response":{"status":200,"size":512,"headers":{}},"route":{"id":"r1"},"service":{"id":"s1"},"latencies":{"request":12,"kong":1,"proxy":11},"client_ip":"192.0.2.7","started_at":1795237597000}"#
        ),
        LogFormatPreset(
            name: "apisix-json",
            summary: "Apache APISIX's logger plugins (file-logger, http-logger, kafka-logger, …; JSON, latency in ms)",
            // Kong's entry shape (`request`, `response`, `client_ip`) with APISIX's own times: `start_time` (epoch,
            // ms) and `latency`, the whole request's in ms (`(ngx.now() - ngx.req.start_time()) * 1000`; beside it
            // `upstream_latency` and `apisix_latency`).
            format: json(
                method: "request.method", path: "request.uri", status: "response.status", duration: "latency",
                unit: .milliseconds, timestamp: "start_time", agent: "request.headers.user-agent", client: "client_ip"),
            example:
                #"{"client_ip":"192.0.2.7","route_id":"1","service_id":"","start_time":1795237597000,"latency":12.000015258789,"upstream_latency":11,"apisix_latency":1.000015258789,"server":{"hostname":"gw-1","version":"3.11.0"},"request":{"method":"GET","uri":"/users/42","url":"http://api.example.com:9080/users/42","size":86,"querystring":{},"headers":{"host":"api.example.com","user-agent":"curl/8.5.0"}},"response":{"status":200,"size":512,"headers":{"content-type":"application/json"}},"upstream":"10.0.0.5:8080"}"#,
            detectionMarkers: [#""latency":"#]
        ),
        LogFormatPreset(
            name: "gravitee", summary: "Gravitee API Management's file reporter, JSON metrics (epoch ms; ms)",
            // The gateway's request metrics as its file reporter writes them in JSON (`metrics.json`, one object a
            // line): the v4 (reactive) engine's `gatewayResponseTimeMs`, the legacy engine's `proxyResponseTimeMs`,
            // the time of the request an epoch in ms, the path as the client asked for it in `uri`.
            // Its v4 log records (`entrypointRequest`, `entrypointResponse`, as its reporters ship them with a log
            // level in `status`) give the method, path and status there.
            format: json(
                method: "httpMethod|entrypointRequest.method", path: "uri|entrypointRequest.uri",
                status: "entrypointResponse.status|status", duration: "gatewayResponseTimeMs|proxyResponseTimeMs",
                unit: .milliseconds, timestamp: "timestamp", agent: "userAgent|entrypointRequest.headers.User-Agent",
                client: "remoteAddress"),
            example:
                #"{"timestamp":1795237597000,"requestId":"076aea69","transactionId":"076aea69","apiId":"5f67b38f","apiType":"proxy","planId":"8463511c","applicationId":"91f077b0","httpMethod":"GET","localAddress":"10.0.1.20","remoteAddress":"192.0.2.7","host":"api.example.com","uri":"/users/42","pathInfo":"/42","userAgent":"curl/8.5.0","requestContentLength":-1,"requestEnded":true,"endpoint":"https://backend.example.com/users","endpointResponseTimeMs":11,"status":200,"responseContentLength":512,"gatewayResponseTimeMs":12,"gatewayLatencyMs":1}"#
        ),
        LogFormatPreset(
            name: "edgio", summary: "Edgio (Verizon/EdgeCast) Real-Time Log Delivery, CDN logs in JSON (epoch s; s)",
            // Its JSON Lines and JSON Array formats, and its JSON format's `{…,"logs":[…]}` documents (read one entry
            // a line); `path` without the query, `query` without its `?`, `status_code` the code (`status` is the
            // reason phrase), `total_time` from the request's arrival to the response's last byte.
            format: json(
                method: "method", path: "path", query: "query", status: "status_code", duration: "total_time",
                unit: .seconds, timestamp: "timestamp", agent: "user_agent", client: "client_ip"),
            example:
                #"{"user_agent":"curl/8.5.0","rewritten_path":"/800001/api/users/42","timestamp":1795237597.012345,"client_ip":"192.0.2.7","client_ip_version":"INET","client_port":25773,"status":"OK","cache_status":"TCP_MISS","bytes_out":512,"prewrite_time":0.011,"write_time":0.001,"total_time":0.012,"file_size":512,"server_ip":"203.0.113.10","server_port":443,"method":"GET","host":"api.example.com","query":"","auth_user":"","read_time":0.000000,"bytes_in":86,"referer":"","path":"/users/42","status_code":200}"#,
            detectionMarkers: [#""status_code":"#, #""client_ip":"#]
        ),
        LogFormatPreset(
            name: "flog", summary: "flog's and Vector's demo_logs JSON access lines (fake traffic for demos; CLF time)",
            // mingrammer/flog's `-f json` and Vector's `demo_logs` source (format `json`): the Combined fields under
            // names of their own, the path in `request`, the client in `host`; no duration, no user agent.
            format: json(
                method: "method", path: "request", status: "status", duration: nil, unit: .seconds,
                timestamp: "datetime", agent: nil, client: "host"),
            example:
                #"{"host":"192.0.2.7","user-identifier":"-","datetime":"21/Nov/2026:05:06:37 +0000","method":"GET","request":"/users/42","protocol":"HTTP/1.1","status":200,"bytes":512,"referer":"https://www.example.com/"}"#,
            detectionMarkers: [#""user-identifier":"#]
        ),
        LogFormatPreset(
            name: "vespa", summary: "Vespa's JSON access log (its query and document API calls; duration in s)",
            // `ip` (or `peeraddr`), `time` (epoch seconds with ms), `duration` (seconds), `code`, `method`, `uri`,
            // `agent`, then Vespa's own `search`, `attributes`.
            format: json(
                method: "method", path: "uri", status: "code", duration: "duration", unit: .seconds, timestamp: "time",
                agent: "agent", client: "ip|peeraddr"),
            example:
                #"{"ip":"192.0.2.7","time":1795237597.000,"duration":0.012,"responsesize":512,"code":200,"method":"GET","uri":"/users/42","version":"HTTP/1.1","agent":"curl/8.5.0","host":"api.example.com","scheme":"http","localport":8080}"#,
            detectionMarkers: [#""responsesize":"#, #""code":"#]
        ),
        LogFormatPreset(
            name: "fastly", summary: "Fastly's JSON log formats (time_elapsed in µs; req.request as the method)",
            format: json(
                method: "request_method|request", path: "url", status: "response_status|status",
                duration: "time_elapsed", unit: .microseconds, timestamp: "timestamp|time_start",
                agent: "request_user_agent|user_agent", client: "client_ip"),
            example:
                #"{"timestamp":"2026-11-21T05:06:37+0000","client_ip":"192.0.2.7","geo_country":"US","host":"api.example.com","url":"/users/42","request_method":"GET","request_protocol":"HTTP/1.1","request_referer":"","request_user_agent":"curl/8.5.0","response_state":"MISS","response_status":200,"response_reason":"OK","response_body_size":512,"time_elapsed":12000,"fastly_server":"cache-iad-1"}"#
        ),
        LogFormatPreset(
            name: "aws-apigateway",
            summary: "Amazon API Gateway access logs (JSON of $context fields; responseLatency in ms)",
            // The console's JSON template and the fields the API Gateway docs suggest adding: `path` (the request's
            // path) where logged, else `resourcePath` (REST APIs: the resource's template, `/users/{id}`, matched as
            // one: a `{name}` segment stands for any parameter's value), else an HTTP API's `routeKey`
            // (`GET /users/{id}`, its default format's only request field, a template too); `requestTimeEpoch` (ms) or `requestTime` (CLF);
            // `responseLatency` or `integrationLatency`, in ms. Values are strings. The same fields in snake case
            // (`http_method`, `status_code`, `response_latency`, `request_time_epoch`) as AWS's Centralized Logging
            // with OpenSearch solution stores them.
            format: .alternatives(
                [
                    (
                        request: String?.none, method: String?.some("httpMethod|http_method"),
                        path: String?.some("path|resourcePath|resource_path")
                    ),
                    (request: "routeKey|route_key", method: "httpMethod|http_method", path: nil),
                ].map { fields in
                    json(
                        request: fields.request, method: fields.method, path: fields.path,
                        status: "status|status_code",
                        duration:
                            "responseLatency|latency|integrationLatency|response_latency|integration_latency",
                        unit: .milliseconds, timestamp: "requestTimeEpoch|requestTime|request_time_epoch",
                        agent: "userAgent|identity.userAgent|user_agent",
                        client: "ip|sourceIp|identity.sourceIp|client_ip", targetMayBeRouteTemplate: true)
                }),
            example:
                #"{"requestId":"c6af9ac6-7b61-11e6-9a41-93e8deadbeef","ip":"192.0.2.7","caller":"-","user":"-","requestTime":"21/Nov/2026:05:06:37 +0000","httpMethod":"GET","resourcePath":"/users/{id}","path":"/users/42","status":"200","protocol":"HTTP/1.1","responseLength":"512","responseLatency":"12","userAgent":"curl/8.5.0"}"#,
            detectionMarkers: [
                .anyOf(#""httpMethod""#, #""http_method""#), .anyOf(#""requestId""#, #""request_id""#),
            ]
        ),
        LogFormatPreset(
            name: "aws-vpc-lattice", summary: "Amazon VPC Lattice access logs (JSON; duration in ms)",
            // A service's requests as Lattice logs them to CloudWatch Logs, S3 or Firehose: the client with its port.
            // Detected by its method's and status's names: another log's `requestPath` and `userAgent` (MinIO's audit
            // entries, which name no method) are not Lattice's requests.
            format: json(
                method: "requestMethod", path: "requestPath", status: "responseCode", duration: "duration",
                unit: .milliseconds, timestamp: "startTime", agent: "userAgent", client: "sourceIpPort"),
            example:
                #"{"serviceNetworkArn":"arn:aws:vpc-lattice:us-east-1:123456789012:servicenetwork/sn-0e05d75deabe9f290","serviceArn":"arn:aws:vpc-lattice:us-east-1:123456789012:service/svc-0cfe1f49ff3266204","sourceIpPort":"192.0.2.7:46532","targetIpPort":"10.0.0.5:80","startTime":"2026-11-21T05:06:37Z","requestMethod":"GET","requestPath":"/users/42","protocol":"HTTP/1.1","responseCode":200,"bytesReceived":135,"bytesSent":512,"duration":12,"requestToTargetDuration":11,"responseFromTargetDuration":0,"userAgent":"curl/8.5.0","hostHeader":"api.example.com","failureReason":"-","authDeniedReason":"-"}"#,
            detectionMarkers: [#""requestMethod":"#, #""responseCode":"#]
        ),
        LogFormatPreset(
            name: "aws-waf", summary: "AWS WAF logs (JSON; every request a web ACL inspected, allowed or blocked)",
            // The request under `httpRequest` (the query apart, in `args`), when (epoch ms), the status WAF sent
            // for a request it answered itself (`responseCodeSent`; null for a request let through: status 0). No
            // duration; the user agent is one of the `headers` pairs, not read.
            format: json(
                method: "httpRequest.httpMethod", path: "httpRequest.uri", query: "httpRequest.args",
                status: "responseCodeSent", duration: nil, unit: .seconds, timestamp: "timestamp", agent: nil,
                client: "httpRequest.clientIp"),
            example:
                #"{"timestamp":1795237597123,"formatVersion":1,"webaclId":"arn:aws:wafv2:us-east-1:123456789012:regional/webacl/api/5451d59c-9607-4d72-a39a-6267f61fe753","terminatingRuleId":"Default_Action","terminatingRuleType":"REGULAR","action":"ALLOW","httpSourceName":"ALB","httpSourceId":"123456789012-app/api/1a2b3c4d","responseCodeSent":null,"httpRequest":{"clientIp":"192.0.2.7","country":"DE","headers":[{"name":"Host","value":"api.example.com"},{"name":"User-Agent","value":"curl/8.5.0"}],"uri":"/users/42","args":"","httpVersion":"HTTP/1.1","httpMethod":"GET","requestId":"1-6389a7bd-2c7e0b5f4c3d2e1f0a9b8c7d"}}"#,
            detectionMarkers: [#""webaclId""#]
        ),
        LogFormatPreset(
            name: "railway", summary: "Railway's HTTP logs (railway logs --http --json; totalDuration in ms)",
            format: json(
                method: "method", path: "path", status: "httpStatus", duration: "totalDuration", unit: .milliseconds,
                timestamp: "timestamp", agent: "clientUa", client: "srcIp"),
            example:
                #"{"timestamp":"2026-11-21T05:06:37.000000000Z","requestId":"abc","method":"GET","path":"/users/42","host":"api.example.com","httpStatus":200,"totalDuration":12,"upstreamRqDuration":11,"srcIp":"192.0.2.7","clientUa":"curl/8.5.0","txBytes":512,"rxBytes":86,"edgeRegion":"us-east4"}"#
        ),
        LogFormatPreset(
            name: "matomo", summary: "The nginx JSON log_format Matomo's log importer documents (no method; seconds)",
            // `log_format matomo '{"ip": "$remote_addr", "host": "$host", "path": "$request_uri", "status": "$status",
            // "referrer": "$http_referer", "user_agent": "$http_user_agent", "length": $bytes_sent,
            // "generation_time_milli": $request_time, "date": "$time_iso8601"}'` (matomo-log-analytics' README):
            // `generation_time_milli` holds nginx's `$request_time`, seconds, whatever its name says.
            format: json(
                method: "method", path: "path", status: "status", duration: "generation_time_milli", unit: .seconds,
                timestamp: "date", agent: "user_agent", client: "ip"),
            example:
                #"{"ip": "192.0.2.7","host": "api.example.com","path": "/users/42","status": "200","referrer": "-","user_agent": "curl/8.5.0","length": 512,"generation_time_milli": 0.012,"date": "2026-11-21T05:06:37+00:00"}"#
        ),
        LogFormatPreset(
            name: "express-winston",
            summary: "Node's express-winston request logs (winston's JSON; the request under meta; responseTime in ms)",
            // express-winston's logger with winston's JSON format: `meta.req` (`method`, `originalUrl` or `url`,
            // `headers`), `meta.res.statusCode`, `meta.responseTime` (ms), and winston's `timestamp` where the format
            // adds it. With `metaField: null` the same members are at the top, read by `pino`'s names.
            format: json(
                method: "meta.req.method", path: "meta.req.originalUrl|meta.req.url", status: "meta.res.statusCode",
                duration: "meta.responseTime", unit: .milliseconds, timestamp: "timestamp",
                agent: "meta.req.headers.user-agent", client: "meta.req.ip|meta.req.headers.x-forwarded-for"),
            example:
                #"{"meta":{"req":{"url":"/users/42","headers":{"host":"api.example.com","user-agent":"curl/8.5.0"},"method":"GET","httpVersion":"1.1","originalUrl":"/users/42","query":{},"ip":"192.0.2.7"},"res":{"statusCode":200},"responseTime":12},"level":"info","message":"HTTP GET /users/42","timestamp":"2026-11-21T05:06:37.000Z"}"#,
            detectionMarkers: [#""meta":{"#]
        ),
        LogFormatPreset(
            name: "pino", summary: "Node's pino-http and Fastify request logs (JSON; responseTime in ms)",
            // Also restify's audit logger and express-bunyan-logger, through bunyan (the same `req`/`res` objects;
            // `latency` or `response-time` in ms; the latter's headers in `req-headers`).
            format: json(
                method: "req.method", path: "req.url", status: "res.statusCode",
                duration: "responseTime|latency|response-time", unit: .milliseconds, timestamp: "time",
                agent: "req.headers.user-agent|req-headers.user-agent", client: "req.remoteAddress"),
            example:
                #"{"level":30,"time":1795237597000,"pid":7,"hostname":"web-1","req":{"id":1,"method":"GET","url":"/users/42","query":{},"headers":{"host":"api.example.com","user-agent":"curl/8.5.0"},"remoteAddress":"192.0.2.7","remotePort":51234},"res":{"statusCode":200,"headers":{}},"responseTime":12,"msg":"request completed"}"#
        ),
        LogFormatPreset(
            name: "hapi-good", summary: "hapi's good logger, JSON events (its response events; responseTime in ms)",
            // good's SafeJson (or squeeze-to-JSON) stream: one event a line, `event` telling a request's `response`
            // from `log`, `ops`, `error` and `request` events; the method lowercased as hapi writes it, the time an
            // epoch in ms, the client and agent under `source`.
            format: json(
                method: "method", path: "path", status: "statusCode", duration: "responseTime", unit: .milliseconds,
                timestamp: "timestamp", agent: "source.userAgent", client: "source.remoteAddress",
                methodMayBeLowercased: true, requestEntryKind: .init(field: "event", value: "response")),
            example:
                #"{"event":"response","timestamp":1795237597000,"id":"1795237597000:web-1:3630:k0u78b2x:10000","instance":"http://web-1:8000","method":"get","path":"/users/42","query":{},"responseTime":12,"statusCode":200,"pid":3630,"httpVersion":"1.1","route":"/users/{id}","log":[],"source":{"remoteAddress":"192.0.2.7","userAgent":"curl/8.5.0"},"config":{}}"#,
            detectionMarkers: [#""event":"#, #""responseTime":"#]
        ),
        LogFormatPreset(
            name: "pomerium",
            summary: "Pomerium's access log (its Envoy's http-request entries; duration in ms)",
            // Pomerium's proxy logs each request its Envoy answered as a zerolog entry, `"message":"http-request"`,
            // with the fields its `access_log_fields` names: the path without its query (`query` apart), the status
            // `response-code`, `duration` a float of milliseconds (zerolog's unit for a Go duration), the client in
            // `ip` when that field is chosen. Its other entries (`authorize check`, errors) are no requests.
            format: json(
                method: "method", path: "path", query: "query", status: "response-code", duration: "duration",
                unit: .milliseconds, timestamp: "time", agent: "user-agent", client: "ip",
                requestEntryKind: .init(field: "message", value: "http-request")),
            example:
                #"{"level":"info","service":"envoy","upstream-cluster":"route-3f2a","method":"GET","authority":"api.example.com","path":"/users/42","user-agent":"curl/8.5.0","referer":"","forwarded-for":"192.0.2.7","ip":"192.0.2.7","request-id":"834a4284-9d39-474a-abb5-cd7203755386","duration":12.000251,"size":512,"response-code":200,"response-code-details":"via_upstream","time":"2026-11-21T05:06:37Z","message":"http-request"}"#,
            detectionMarkers: [#""message":"http-request""#, #""response-code":"#]
        ),
        LogFormatPreset(
            name: "kibana",
            summary: "Kibana's (4–7) and OpenSearch Dashboards' JSON log, its response entries (responseTime in ms)",
            // hapi's events as Kibana's legacy logging writes them (`logging.json`; OpenSearch Dashboards keeps it): a
            // request's `"type":"response"` entry among `log`, `ops` and `error` ones, the method lowercased, the
            // time an ISO 8601 `@timestamp`, the status and time taken under `res`. `req.userAgent` is the client's
            // address in Kibana 4: the agent is read from the request's headers.
            format: json(
                method: "req.method|method", path: "req.url", status: "res.statusCode|statusCode",
                duration: "res.responseTime", unit: .milliseconds, timestamp: "@timestamp",
                agent: "req.headers.user-agent", client: "req.remoteAddress", methodMayBeLowercased: true,
                requestEntryKind: .init(field: "type", value: "response")),
            example:
                #"{"type":"response","@timestamp":"2026-11-21T05:06:37Z","tags":[],"pid":7,"method":"get","statusCode":200,"req":{"url":"/users/42","method":"get","headers":{"host":"kibana.example.com","user-agent":"curl/8.5.0"},"remoteAddress":"192.0.2.7","userAgent":"192.0.2.7"},"res":{"statusCode":200,"responseTime":12,"contentLength":9},"message":"GET /users/42 200 12ms - 9.0B"}"#,
            detectionMarkers: [#""type":"response""#, #""responseTime":"#]
        ),
        LogFormatPreset(
            name: "fastify",
            summary: "Fastify's request log (its two pino entries a request, joined; responseTime in ms)",
            // A Fastify log is read one line a request (FastifyRequestJoiner, in the input's reading): its
            // `incoming request` entry and its `request completed` entry, paired by reqId.
            format: json(
                method: "incoming.req.method", path: "incoming.req.url", status: "completed.res.statusCode",
                duration: "completed.responseTime", unit: .milliseconds, timestamp: "incoming.time",
                agent: nil, client: "incoming.req.remoteAddress"),
            example:
                #"{"incoming":{"level":30,"time":1795237597000,"pid":7,"hostname":"web-1","reqId":"req-1","req":{"method":"GET","url":"/users/42","hostname":"api.example.com","remoteAddress":"192.0.2.7","remotePort":51234},"msg":"incoming request"},"completed":{"level":30,"time":1795237597012,"pid":7,"hostname":"web-1","reqId":"req-1","res":{"statusCode":200},"responseTime":12,"msg":"request completed"}}"#
        ),
        LogFormatPreset(
            name: "tyk", summary: "Tyk Gateway's access log (JSON, or logfmt text as logfmt+tyk; latency_total in ms)",
            format: json(
                method: "method", path: "path", status: "status", duration: "latency_total", unit: .milliseconds,
                timestamp: "time", agent: "user_agent", client: "client_ip|remote_addr"),
            example:
                #"{"level":"info","time":"2026-11-21T05:06:37Z","api_id":"b1a4","api_name":"shop","client_ip":"192.0.2.7","host":"api.example.com","latency_total":12,"method":"GET","path":"/users/42","prefix":"access-log","protocol":"HTTP/1.1","remote_addr":"192.0.2.7","status":200,"upstream_address":"http://10.0.0.5:8080/users/42","upstream_latency":11,"user_agent":"curl/8.5.0"}"#
        ),
        LogFormatPreset(
            name: "f5-bigip",
            summary:
                "F5 BIG-IP LTM request logging: Telemetry Streaming's JSON, Splunk's iRule key=value lines (req_elapsed_time in ms)",
            // Telemetry Streaming's LTM request log events: `http_method`, `http_uri`, `http_status`,
            // `req_start_time` (`2021/10/04 03:36:00`, the device's time), `req_elapsed_time` (ms), `client_ip` or
            // `src_ip`, `http_user_agent`. The same fields as the Splunk Add-on's iRule sends them over high-speed
            // logging: comma-separated `key=value` pairs after the syslog header (a value with blanks quoted, or not:
            // `req_start_time=2019/12/12 15:54:12`), in the iRule's order; its `LB_FAILED` event (no pool member
            // answered) without a status or a duration.
            format: .alternatives([
                json(
                    method: "http_method", path: "http_uri|http_url", status: "http_status",
                    duration: "req_elapsed_time", unit: .milliseconds, timestamp: "req_start_time|event_timestamp",
                    agent: "http_user_agent", client: "client_ip|src_ip"),
                nginx(
                    #"$syslog_prefix,f5_irule=$f5_irule,src_ip=$remote_addr,$f5_fields,http_method=$request_method,$f5_host,http_uri=$request_uri,$f5_url,http_user_agent="$http_user_agent",$f5_headers,req_start_time=$time_local,$f5_server,http_status=$status,req_elapsed_time=$request_time_ms,$f5_bytes"#
                ),
                nginx(
                    #"$syslog_prefix,f5_irule=$f5_irule,src_ip=$remote_addr,$f5_fields,http_method=$request_method,$f5_host,http_uri=$request_uri,$f5_url,http_user_agent="$http_user_agent",$f5_headers,req_start_time=$time_local,$f5_server"#
                ),
            ]),
            example:
                #"{"src_ip":"192.0.2.7","vip":"198.51.100.10","http_method":"GET","http_host":"api.example.com","http_uri":"/users/42","http_url":"/users/42","http_version":"1.1","http_user_agent":"curl/8.5.0","req_start_time":"2026/11/21 05:06:37","virtual_server":"/Common/api_vs 0","bytes_in":"0","res_start_time":"2026/11/21 05:06:37","node":"10.0.1.20","node_port":"80","http_status":"200","req_elapsed_time":"12","bytes_out":"512","telemetryEventCategory":"LTM"}"#,
            detectionMarkers: [.anyOf(#""http_method":"#, ",http_method="), .anyOf(#""http_uri":"#, ",http_uri=")]
        ),
        LogFormatPreset(
            name: "barracuda",
            summary: "Barracuda Web Application Firewall's access log (TR lines through syslog; time taken in ms)",
            // The access log's default format after the unit's syslog header (`<PRI>` and its time with the zone
            // apart, two blanks, the unit's name): `TR`, the service's address and port, the client's, the login and
            // certificate user, method, protocol, host, HTTP version, status, bytes sent and received, cache hit,
            // time taken (ms), the server's address and port, its time, session id, response type, profile matched,
            // protection mode, web-firewall matched, URL, query, referer, cookie, user agent, then the proxy's fields.
            // A value may be `"-"`; older firmware pads a field with blanks: runs of blanks read as one.
            format: .alternatives(
                ["<$pri>", ""].map { header in
                    nginx(
                        header
                            + "$date $time_hms $time_offset  $unit TR $server_addr $server_port $remote_addr $client_port $login $cert_user $request_method $scheme $host $server_protocol $status $bytes_sent $bytes_received $cache_hit $request_time_ms $backend_addr $backend_port $backend_time $session_id $response_type $profile_matched $protection_mode $wf_matched $uri $args $http_referer $cookie \"$http_user_agent\"",
                        collapsesBlanks: true)
                }),
            example:
                #"<134>2026-11-21 06:06:37.123 +0100  barracuda TR 198.51.100.10 443 192.0.2.7 46532 "-" "-" GET TLSv1.3 api.example.com HTTP/1.1 200 512 184 0 12 10.0.1.20 8080 11 "-" SERVER DEFAULT PROTECTED VALID /users/42 page=2 "-" "-" "curl/8.5.0" 192.0.2.7 46532 "-" "-" "-" "-" 19122c677c6-761287a1"#
        ),
        LogFormatPreset(
            name: "fortiweb",
            summary: "FortiWeb's traffic log (key=value through syslog, read as logfmt+fortiweb; no request time)",
            // `date=2026-11-21 time=05:06:37 devname=… type=traffic subtype="http" … src=192.0.2.7 … http_method=get
            // http_url="/users/42" http_host="…" http_agent="…" http_retcode=200 …`, after a syslog header: the
            // logfmt wrapper's pairs. The device's date and time (its `timezone` field not read: taken as UTC); the
            // method lowercase. The attack and event logs' entries (`type=attack`, `type=event`) are neither requests
            // nor malformed.
            format: json(
                method: "http_method", path: "http_url", status: "http_retcode", duration: nil, unit: .milliseconds,
                timestamp: "date", timeOfDay: "time", agent: "http_agent", client: "src", methodMayBeLowercased: true,
                requestEntryKind: JSONLogFields.EntryKind(field: "type", value: "traffic")),
            example:
                #"{"date":"2026-11-21","time":"05:06:37","devname":"FortiWeb-A","log_id":"30000000","type":"traffic","subtype":"http","src":"192.0.2.7","src_port":"46532","dst":"10.0.1.20","dst_port":"80","http_method":"get","http_url":"/users/42","http_host":"api.example.com","http_agent":"curl/8.5.0","http_retcode":"200"}"#,
            detectionMarkers: [#""http_retcode":"#]
        ),
        LogFormatPreset(
            name: "zscaler-web",
            summary: "Zscaler Internet Access's NSS web logs (JSON feed; the URL after its host; ms)",
            // A feed's output format is the customer's: these are the keys of the JSON feeds Zscaler documents for SIEMs
            // (`{"sourcetype":"zscalernss-web","event":{…}}`), NSS's own names (`reqmethod`, `eurl`, `respcode`,
            // `ctime`) and the Splunk add-on's (`requestmethod`, `url`, `status`, `clienttranstime`). The URL is written
            // without its scheme (`www.example.com/join/`); the time in the feed's zone, GMT by default, as `ctime`
            // writes it (`Fri Dec 31 07:07:07 2021`).
            format: json(
                method: "event.reqmethod|event.requestmethod|reqmethod|requestmethod",
                path: "event.eurl|event.url|eurl|url", status: "event.respcode|event.status|respcode|status",
                duration: "event.ctime|event.clienttranstime|ctime|clienttranstime", unit: .milliseconds,
                timestamp: "event.time|event.datetime|time|datetime", agent: "event.ua|event.useragent|ua|useragent",
                client: "event.cip|event.ClientIP|cip|ClientIP", pathMayStartWithHost: true),
            example:
                #"{"sourcetype":"zscalernss-web","event":{"time":"Sat Nov 21 05:06:37 2026","login":"alice@example.com","proto":"HTTPS","eurl":"api.example.com/users/42?page=2","action":"Allowed","appname":"General Browsing","reqsize":"600","respsize":"512","stime":"11","ctime":"12","urlcat":"Web Search","cip":"192.0.2.7","sip":"198.51.100.10","reqmethod":"GET","respcode":"200","ua":"curl/8.5.0","ereferer":"None"}}"#,
            detectionMarkers: [.anyOf(#""reqmethod":"#, #""requestmethod":"#)]
        ),
        LogFormatPreset(
            name: "vmware-cws",
            summary: "VMware SASE Cloud Web Security's web logs (JSON; the URL absolute; no duration)",
            // The records the service's log API and its SIEM connectors hand out (a JSON array, one object a record):
            // `cws_timestamp` (UTC), `requestMethod`, `url` (absolute: matched on its path), `responseCode` (a string;
            // null when the gateway gave none), `userAgent` (`None` when there was none), `sourceIp`.
            format: json(
                method: "requestMethod", path: "url", status: "responseCode", duration: nil, unit: .milliseconds,
                timestamp: "cws_timestamp", agent: "userAgent", client: "sourceIp"),
            example:
                #"{"cws_timestamp":"2026-11-21T05:06:37.123Z","userId":"alice@example.com","url":"https://api.example.com/users/42","domain":"api.example.com","categories":"Computer and Internet Info","action":"allow","userAgent":"curl/8.5.0","requestMethod":"GET","destinationIp":"198.51.100.10","sourceIp":"192.0.2.7","contentType":"application/json","accessMode":"proxy","responseCode":"200","protocol":"https","region":"lhr4","policyName":"Default"}"#,
            detectionMarkers: [#""cws_timestamp":"#]
        ),
        LogFormatPreset(
            name: "imperva",
            summary: "Imperva Cloud WAF (Incapsula) SIEM logs in CEF (read as cef+imperva; no request time)",
            // `CEF:0|Incapsula|SIEMintegration|1|1|Normal|0| sourceServiceName=… requestClientApplication=Mozilla/5.0 (…)
            // … start=1453290121336 request=www.example.com/users/42 requestMethod=GET qstr=page\=2 cn1=200 …
            // src=192.0.2.7 …`: the CEF wrapper's pairs. The request's site before its path; the query apart (`qstr`,
            // its `=` escaped); `start` in epoch milliseconds; `requestMethod` written `requestmethod` by the file
            // logs. Imperva writes no request time.
            format: json(
                method: "requestMethod|requestmethod", path: "request", query: "qstr", status: "cn1", duration: nil,
                unit: .milliseconds, timestamp: "start|end", agent: "requestClientApplication", client: "src",
                pathMayStartWithHost: true),
            example:
                #"{"cefVersion":"0","deviceVendor":"Incapsula","deviceProduct":"SIEMintegration","deviceVersion":"1","deviceEventClassId":"1","name":"Normal","severity":"0","sourceServiceName":"www.example.com","siteid":"1509732","requestClientApplication":"curl/8.5.0","deviceFacility":"fra","start":"1795237597000","request":"www.example.com/users/42","requestMethod":"GET","qstr":"page=2","cn1":"200","app":"HTTPS","src":"192.0.2.7","ver":"TLSv1.3 TLS_AES_128_GCM_SHA256","end":"1795237597012"}"#,
            // Imperva's own events only: another vendor's CEF (F5's, Barracuda's, Citrix's) has a `cn1` of its own
            // meaning (an event id, a port), and a JSON log's `request` is no Imperva site and path.
            detectionMarkers: [#""deviceVendor":"Incapsula""#]
        ),
        LogFormatPreset(
            name: "cef-http",
            summary:
                "Other vendors' CEF events of HTTP requests (F5 ASM, Barracuda, FortiWeb, Citrix; read as cef+cef-http)",
            // ArcSight's keys as the CEF wrapper writes them: `requestMethod` (Citrix's AppFirewall writes `method`),
            // `request` (a path, a URL, or a site and its path), `rt` (the event's time: epoch ms, ISO 8601 or
            // `Sep 19 2012 13:53:33`), `requestClientApplication`, `src`. The status and the time taken are custom
            // fields whose labels say so (``LogWrapper`` writes each labelled value under its label): F5's
            // `cn1Label=response_code`, Barracuda's `flexNumber2Label=TimeTaken(ms)`. Barracuda's access events
            // (`cat=TR`) give the status in ArcSight's `outcome`, which other vendors write `success` or `failure`:
            // a word there is no status. An event without one (a FortiWeb or Citrix attack event) has status 0.
            format: json(
                method: "requestMethod|method", path: "request",
                status: "response_code|Response Code|responseCode|outcome", duration: "TimeTaken(ms)",
                unit: .milliseconds, timestamp: "rt|start|end", agent: "requestClientApplication", client: "src",
                pathMayStartWithHost: true, statusMayBeWord: true),
            example:
                #"{"cefVersion":"0","deviceVendor":"F5","deviceProduct":"ASM","deviceVersion":"17.1.0","deviceEventClassId":"Successful Request","name":"Successful Request","severity":"2","dvchost":"bigip-1.example.com","act":"passed","cn1":"200","cn1Label":"response_code","src":"192.0.2.7","spt":"52963","requestMethod":"GET","app":"HTTPS","rt":"Nov 21 2026 05:06:37","request":"/users/42","requestClientApplication":"curl/8.5.0","flexNumber2Label":"TimeTaken(ms)","flexNumber2":"12","response_code":"200","TimeTaken(ms)":"12"}"#,
            detectionMarkers: [#""deviceVendor":"#, .anyOf(#""requestMethod":"#, #""method":"#), #""request":"#]
        ),
        LogFormatPreset(
            name: "zerolog", summary: "zerolog's hlog access lines (Go; duration in ms, zerolog's default unit)",
            // hlog.AccessHandler as zerolog's README writes it: method, url, status, size, duration; the remote
            // address and user agent from hlog's RemoteAddrHandler("ip") and UserAgentHandler("user_agent").
            format: json(
                method: "method", path: "url|path", status: "status", duration: "duration", unit: .milliseconds,
                timestamp: "time", agent: "user_agent", client: "ip|remote_ip"),
            example:
                #"{"level":"info","ip":"192.0.2.7","user_agent":"curl/8.5.0","req_id":"b4g0l5t6tfid6dtrap000","method":"GET","url":"/users/42","status":200,"size":512,"duration":12.0005,"time":"2026-11-21T05:06:37Z"}"#,
            detectionMarkers: [#""level":""#, #""url":"#, #""duration":"#]
        ),
        LogFormatPreset(
            name: "zap", summary: "Go's zap request logs (gin-contrib/zap; production encoder: latency in seconds)",
            // zap's production encoder writes durations in seconds and `ts` as epoch seconds; its development
            // encoder writes `"12.3ms"`, read by its unit.
            format: json(
                method: "method", path: "path", query: "query", status: "status", duration: "latency", unit: .seconds,
                timestamp: "time|ts", agent: "user-agent|user_agent", client: "ip"),
            example:
                #"{"level":"info","ts":1795237597.012,"caller":"ginzap@v1.1.4/zap.go:87","msg":"/users/42","status":200,"method":"GET","path":"/users/42","query":"","ip":"192.0.2.7","user-agent":"curl/8.5.0","latency":0.012,"time":"2026-11-21T05:06:37Z"}"#,
            detectionMarkers: [#""caller":"#, #""latency":"#]
        ),
        LogFormatPreset(
            name: "hanami-json",
            summary: "Hanami 2's request logs in production (Ruby; JSON; elapsed in µs)",
            // The rack logger's payload as production's JSON formatter writes it: `verb`, `path` (without its
            // query), `status`, `elapsed` with `elapsed_unit` `µs`, `ip`, `time`.
            format: json(
                method: "verb", path: "path", status: "status", duration: "elapsed", unit: .microseconds,
                timestamp: "time", agent: nil, client: "ip"),
            example:
                #"{"progname":"bookshelf","severity":"INFO","time":"2026-11-21T05:06:37Z","verb":"GET","status":200,"ip":"192.0.2.7","path":"/users/42","length":"-","params":{"id":"42"},"elapsed":12000,"elapsed_unit":"µs"}"#,
            detectionMarkers: [#""verb":"#, #""elapsed_unit":"#]
        ),
        LogFormatPreset(
            name: "roadrunner",
            summary: "RoadRunner's HTTP request logs (PHP application server; zap: `http log`, `http access log`)",
            // RoadRunner's http plugin logs each request through zap (slog in the latest releases) — `http log`, or with
            // `access_logs: true` `http access log` with the user agent — `URI` the request's target,
            // `remote_address` the client with its port, `start` when it came, `elapsed` its duration in whole
            // milliseconds (releases that logged it as a zap duration: Go's `1.2ms` in the development encoder's
            // console lines, `console+roadrunner`, read by its unit).
            format: json(
                method: "method", path: "URI", status: "status", duration: "elapsed", unit: .milliseconds,
                timestamp: "start|ts", agent: "user_agent", client: "remote_address"),
            example:
                #"{"level":"info","ts":1795237597.012,"logger":"http","msg":"http access log","read_bytes":0,"write_bytes":512,"status":200,"method":"GET","URI":"/users/42","remote_address":"192.0.2.7","query":"","content_len":0,"host":"api.example.com","user_agent":"curl/8.5.0","referer":"","time_local":"21/Nov/26:05:06:37 +0000","request_time":1795237597.012,"start":1795237597.0,"elapsed":12}"#,
            detectionMarkers: [#""URI":"#, #""remote_address":"#]
        ),
        LogFormatPreset(
            name: "azure-appservice", summary: "Azure App Service HTTP logs (AppServiceHTTPLogs JSON; TimeTaken in ms)",
            // As diagnostic settings archive them (the request in `properties`), or exported from Log Analytics'
            // AppServiceHTTPLogs table (its columns at the top, `TimeGenerated`). Some archives write `properties` as
            // a string of JSON: the `json` wrapper reads that string (`json+azure-appservice`) with these names.
            format: json(
                method: "properties.CsMethod|CsMethod", path: "properties.CsUriStem|CsUriStem",
                query: "properties.CsUriQuery|CsUriQuery", status: "properties.ScStatus|ScStatus",
                duration: "properties.TimeTaken|TimeTaken", unit: .milliseconds, timestamp: "time|TimeGenerated",
                agent: "properties.UserAgent|UserAgent", client: "properties.CIp|CIp"),
            example:
                #"{"time":"2026-11-21T05:06:37.0000000Z","resourceId":"/SUBSCRIPTIONS/1/RESOURCEGROUPS/RG/PROVIDERS/MICROSOFT.WEB/SITES/SHOP","category":"AppServiceHTTPLogs","operationName":"Microsoft.Web/sites/log","properties":{"CsHost":"api.example.com","CIp":"192.0.2.7","SPort":"443","CsUriStem":"/users/42","CsUriQuery":"","CsMethod":"GET","TimeTaken":12,"ScStatus":"200","Result":"Success","CsBytes":"86","ScBytes":"512","UserAgent":"curl/8.5.0","Cookie":"-","CsUsername":"","Referer":"","ComputerName":"RD1"}}"#
        ),
        LogFormatPreset(
            name: "azure-apim",
            summary: "Azure API Management gateway logs (GatewayLogs JSON; durationMs, TotalTime in ms)",
            // As diagnostic settings archive them (the common schema's time, durationMs and callerIpAddress, the
            // request in properties), or exported from Log Analytics' ApiManagementGatewayLogs table (its columns).
            format: json(
                method: "properties.method|Method", path: "properties.url|Url",
                status: "properties.responseCode|ResponseCode", duration: "durationMs|TotalTime", unit: .milliseconds,
                timestamp: "time|TimeGenerated",
                agent: "properties.requestHeaders.User-Agent|RequestHeaders.User-Agent",
                client: "callerIpAddress|CallerIpAddress"),
            example:
                #"{"DeploymentVersion":"0.44.19350.0","Level":4,"isRequestSuccess":true,"time":"2026-11-21T05:06:37.1234567Z","operationName":"Microsoft.ApiManagement/GatewayLogs","category":"GatewayLogs","durationMs":12,"callerIpAddress":"192.0.2.7","correlationId":"6a8c1e2f","location":"West Europe","resourceId":"/SUBSCRIPTIONS/0000/RESOURCEGROUPS/RG/PROVIDERS/MICROSOFT.APIMANAGEMENT/SERVICE/SHOP","properties":{"method":"GET","url":"https://shop.azure-api.net/users/42","backendResponseCode":200,"responseCode":200,"responseSize":512,"cache":"none","backendTime":11,"requestSize":86,"apiId":"users","operationId":"get-user","clientProtocol":"HTTP/1.1","backendProtocol":"HTTP/1.1","apiRevision":"1","backendMethod":"GET","backendUrl":"http://10.0.0.5:8080/users/42","requestHeaders":{"User-Agent":"curl/8.5.0"}}}"#
        ),
        LogFormatPreset(
            name: "gcp-appengine", summary: "Google App Engine request logs (request_log entries: protoPayload)",
            format: json(
                method: "protoPayload.method", path: "protoPayload.resource", status: "protoPayload.status",
                duration: "protoPayload.latency", unit: .seconds, timestamp: "protoPayload.startTime",
                agent: "protoPayload.userAgent", client: "protoPayload.ip"),
            example:
                #"{"protoPayload":{"@type":"type.googleapis.com/google.appengine.logging.v1.RequestLog","appId":"s~shop","versionId":"1","requestId":"r1","ip":"192.0.2.7","startTime":"2026-11-21T05:06:37.000000Z","endTime":"2026-11-21T05:06:37.012000Z","latency":"0.012s","method":"GET","resource":"/users/42","httpVersion":"HTTP/1.1","status":200,"responseSize":"512","userAgent":"curl/8.5.0","host":"api.example.com"},"httpRequest":{"status":200},"resource":{"type":"gae_app"},"timestamp":"2026-11-21T05:06:37.000000Z","logName":"projects/shop/logs/appengine.googleapis.com%2Frequest_log"}"#
        ),
        LogFormatPreset(
            name: "akamai-datastream", summary: "Akamai DataStream 2 (JSON; turnAroundTimeMSec, URL-encoded agent)",
            // Streams write `reqPath` with its leading `/` or without it (`Tiger.pdf`, `api/v1/users`): read as rooted.
            format: json(
                method: "reqMethod", path: "reqPath", query: "queryStr", status: "statusCode",
                duration: "turnAroundTimeMSec", unit: .milliseconds, timestamp: "reqTimeSec", agent: "UA",
                client: "cliIP", agentIsURLEncoded: true, pathMayLackLeadingSlash: true),
            example:
                #"{"version":"1","cp":"123456","reqId":"1239f220","reqTimeSec":"1795237597.000","bytes":"512","cliIP":"192.0.2.7","statusCode":"200","proto":"HTTPS","reqHost":"api.example.com","reqMethod":"GET","reqPath":"/users/42","reqPort":"443","rspContentLen":"512","UA":"curl%2F8.5.0","queryStr":"-","turnAroundTimeMSec":"12","transferTimeMSec":"1"}"#
        ),
        LogFormatPreset(
            name: "akamai-cloudmonitor",
            summary:
                "Akamai Cloud Monitor (JSON; the request in message, netPerf.downloadTime in ms, URL-encoded agent)",
            // DataStream's predecessor, still delivered to SIEMs: `start` (epoch seconds), the request's fields under
            // `message` (`reqQuery` without its `?`), the time to deliver the response under `netPerf`.
            format: json(
                method: "message.reqMethod", path: "message.reqPath", query: "message.reqQuery",
                status: "message.status", duration: "netPerf.downloadTime", unit: .milliseconds,
                timestamp: "start|reqTimeSec", agent: "message.UA", client: "message.cliIP", agentIsURLEncoded: true,
                pathMayLackLeadingSlash: true),
            example:
                #"{"type":"cloud_monitor","format":"default","version":"1.0","id":"9437c7a786510b6a6234a4a","start":"1795237597.000","cp":"180370","message":{"proto":"https","protoVer":"1.1","status":"200","cliIP":"192.0.2.7","reqPort":"443","reqHost":"api.example.com","reqMethod":"GET","reqPath":"/users/42","reqQuery":"","respCT":"application/json","respLen":"512","bytes":"512","UA":"curl%2F8.5.0","fwdHost":"origin.example.com"},"reqHdr":{"accEnc":"gzip"},"respHdr":{"server":"nginx"},"netPerf":{"downloadTime":"12","lastMileRTT":"20","cacheStatus":"0","firstByte":"1","lastByte":"1","asnum":"64496","edgeIP":"203.0.113.10"},"geo":{"country":"US","region":"","city":""}}"#,
            detectionMarkers: [#""reqMethod":"#, .anyOf(#""cloud_monitor""#, #""cloudmonitor""#, #""netPerf":"#)]
        ),
        LogFormatPreset(
            name: "istio-json", summary: "Istio's JSON access-log encoding (Envoy's field names; duration in ms)",
            // Also Envoy Gateway's default JSON (`x-envoy-origin-path`, `user-agent`) and Contour's (`@timestamp`).
            format: json(
                method: "method", path: "path|x-envoy-origin-path", status: "response_code", duration: "duration",
                unit: .milliseconds, timestamp: "start_time|@timestamp", agent: "user_agent|user-agent",
                client: "downstream_remote_address"),
            example:
                #"{"authority":"api.example.com","bytes_received":0,"bytes_sent":512,"downstream_remote_address":"192.0.2.7:46532","duration":12,"method":"GET","path":"/users/42","protocol":"HTTP/1.1","request_id":"9a4e5b7c-0c1d-4e8f-9a3b-2c1d0e9f8a7b","response_code":200,"response_flags":"-","start_time":"2026-11-21T05:06:37.123Z","upstream_cluster":"outbound|8080||api.default.svc.cluster.local","upstream_host":"10.0.0.5:8080","upstream_service_time":"11","user_agent":"curl/8.5.0","x_forwarded_for":null}"#
        ),
        LogFormatPreset(
            name: "tomcat-json",
            summary:
                "Tomcat's JsonAccessLogValve (elapsedTime in µs, Tomcat 10's %D; Tomcat 9's ms told by its values)",
            // Every value a string: `{"host":"192.0.2.7","logicalUserName":"-","user":"-","time":"[21/Nov/2026:05:06:37
            // +0000]","request":"GET /users/42 HTTP/1.1","statusCode":"200","size":"512","elapsedTime":"12000",
            // "requestHeaders": {"User-Agent":"curl/8.5.0"}}` — the pattern's items under the valve's names (`%a`
            // remoteAddr, `%m` method, `%U` path, `%q` query, `%D` elapsedTime), the headers in an object of their own.
            format: tomcatJSON(durationUnit: .microseconds),
            example:
                #"{"host":"192.0.2.7","logicalUserName":"-","user":"-","time":"[21/Nov/2026:05:06:37 +0000]","request":"GET /users/42 HTTP/1.1","statusCode":"200","size":"512","elapsedTime":"12000","requestHeaders": {"Referer":"-","User-Agent":"curl/8.5.0"}}"#
        ),
        LogFormatPreset(
            name: "liberty-json",
            summary: "Open Liberty's and WebSphere Liberty's JSON logging, its access-log events (elapsed time in µs)",
            // `{"type":"liberty_accesslog",…,"ibm_requestMethod":"GET","ibm_uriPath":"/path","ibm_queryString":…,
            // "ibm_responseCode":200,"ibm_elapsedTime":834,"ibm_datetime":"2026-11-21T05:06:37.123+0000",…}` (the
            // console's or messages.log's JSON); the server's other events in the same output (`liberty_message`,
            // `liberty_trace`, `liberty_ffdc`), which have no response code, are not requests.
            format: json(
                method: "ibm_requestMethod", path: "ibm_uriPath", query: "ibm_queryString", status: "ibm_responseCode",
                duration: "ibm_elapsedTime", unit: .microseconds, timestamp: "ibm_datetime", agent: "ibm_userAgent",
                client: "ibm_remoteHost", entriesWithoutStatusAreNotRequests: true),
            example:
                #"{"type":"liberty_accesslog","host":"79e8ad2347b3","ibm_serverName":"defaultServer","ibm_remoteHost":"192.0.2.7","ibm_requestProtocol":"HTTP/1.1","ibm_userAgent":"curl/8.5.0","ibm_requestMethod":"GET","ibm_requestPort":"9080","ibm_responseCode":200,"ibm_uriPath":"/users/42","ibm_elapsedTime":12000,"ibm_bytesSent":512,"ibm_datetime":"2026-11-21T05:06:37.000+0000","ibm_sequence":"1795237597000_0000000000001"}"#
        ),
        LogFormatPreset(
            name: "spring-boot-exchanges",
            summary:
                "Spring Boot Actuator's HTTP exchanges (httpexchanges, Boot 2's httptrace; timeTaken ISO 8601 or ms)",
            // `curl …/actuator/httpexchanges` saved: `{"exchanges":[{"timestamp":"2022-12-22T13:43:41Z","request":
            // {"uri":"https://api.example.com/…","method":"GET","headers":{"User-Agent":["…"]},"remoteAddress":…},
            // "response":{"status":200,…},"timeTaken":"PT0.023S"},…]}` — the entries one a line once the document is
            // reflowed; Spring Boot 2's `/actuator/httptrace` holds the same under `traces`, `timeTaken` in ms.
            format: json(
                method: "request.method", path: "request.uri", status: "response.status", duration: "timeTaken",
                unit: .milliseconds, timestamp: "timestamp",
                agent: "request.headers.User-Agent|request.headers.user-agent", client: "request.remoteAddress"),
            example:
                #"{"timestamp":"2026-11-21T05:06:37.123Z","request":{"uri":"https://api.example.com/users/42","method":"GET","headers":{"User-Agent":["curl/8.5.0"]},"remoteAddress":"192.0.2.7"},"response":{"status":200,"headers":{"Content-Type":["application/json"]}},"timeTaken":"PT0.012S"}"#,
            detectionMarkers: [#""timeTaken""#]
        ),
        LogFormatPreset(
            name: "ecs",
            summary:
                "Elastic Common Schema documents (Filebeat's and Elastic Agent's web server modules, ecs-logging; event.duration in ns)",
            // An access line parsed into ECS fields, as Filebeat's and Elastic Agent's nginx, Apache, IIS, Traefik, …
            // integrations store it (`url.original`, or `url.path` with `url.query`), as Elastic's ecs-logging
            // libraries write a request (`url.full`), nested or with dotted names, or as an Elasticsearch search's hits
            // hold it (`_source`). `url.path` first: `url.original` may hold the query too. ECS 1.x's pipelines wrote the
            // method in lowercase (`get`): read uppercased.
            format: json(
                method: "http.request.method|_source.http.request.method",
                path: "url.path|url.original|url.full|_source.url.path|_source.url.original|_source.url.full",
                query: "url.query|_source.url.query",
                status: "http.response.status_code|_source.http.response.status_code",
                duration: "event.duration|_source.event.duration", unit: .nanoseconds,
                timestamp: "@timestamp|_source.@timestamp",
                agent: "user_agent.original|_source.user_agent.original",
                client:
                    "client.ip|source.ip|client.address|source.address|_source.client.ip|_source.source.ip|_source.source.address",
                methodMayBeLowercased: true),
            example:
                #"{"@timestamp":"2026-11-21T05:06:37.123Z","source":{"address":"192.0.2.7","ip":"192.0.2.7"},"http":{"version":"1.1","request":{"method":"GET","referrer":"-"},"response":{"status_code":200,"body":{"bytes":512}}},"url":{"original":"/users/42","path":"/users/42"},"user_agent":{"original":"curl/8.5.0"},"event":{"dataset":"nginx.access","module":"nginx","duration":12000000},"ecs":{"version":"8.0.0"}}"#
        ),
        LogFormatPreset(
            name: "gcp-http-lb", summary: "Google Cloud HTTP(S) load balancer entries from Cloud Logging",
            format: json(
                method: "httpRequest.requestMethod", path: "httpRequest.requestUrl", status: "httpRequest.status",
                duration: "httpRequest.latency", unit: .seconds, timestamp: "timestamp", agent: "httpRequest.userAgent",
                client: "httpRequest.remoteIp"),
            example:
                #"{"httpRequest":{"requestMethod":"GET","requestUrl":"https://api.example.com/users/42","requestSize":"34","status":200,"responseSize":"512","userAgent":"curl/8.5.0","remoteIp":"192.0.2.7","latency":"0.012s"},"insertId":"1x2y3z","jsonPayload":{"@type":"type.googleapis.com/google.cloud.loadbalancing.type.LoadBalancerLogEntry","statusDetails":"response_sent_by_backend"},"resource":{"type":"http_load_balancer"},"timestamp":"2026-11-21T05:06:37.123456Z","severity":"INFO"}"#
        ),
        LogFormatPreset(
            name: "gcp-endpoints",
            summary: "Google Cloud Endpoints and API Gateway request logs from Cloud Logging (ESP's endpoints_log; ms)",
            // The Extensible Service Proxy's entry for each call (ESP, ESPv2: Cloud Endpoints, and API Gateway built
            // on it), its fields in `jsonPayload`: `http_method`, `url` (the path with its query),
            // `http_response_code`, `request_latency_in_ms`; the entry's `timestamp`. ESP logs no client address or
            // user agent.
            format: json(
                method: "jsonPayload.http_method", path: "jsonPayload.url", status: "jsonPayload.http_response_code",
                duration: "jsonPayload.request_latency_in_ms", unit: .milliseconds,
                timestamp: "timestamp|jsonPayload.timestamp", agent: nil, client: nil),
            example:
                #"{"insertId":"1x2y3z","jsonPayload":{"api_key":"AIzaSyD-example","api_method":"1.shop_example_com.GetUser","api_name":"1.shop_example_com","api_version":"1.0.0","http_method":"GET","http_response_code":200,"location":"us-central1","log_message":"1.shop_example_com.GetUser is called","producer_project_id":"shop-example","request_latency_in_ms":12,"request_size_in_bytes":120,"response_size_in_bytes":512,"timestamp":"2026-11-21T05:06:37.123456Z","url":"/users/42"},"logName":"projects/shop-example/logs/endpoints_log","resource":{"type":"api","labels":{"service":"shop.endpoints.shop-example.cloud.goog","method":"1.shop_example_com.GetUser","version":"1.0.0","location":"us-central1"}},"severity":"INFO","timestamp":"2026-11-21T05:06:37.123456Z"}"#,
            detectionMarkers: [#""http_response_code":"#, #""request_latency_in_ms":"#]),
        LogFormatPreset(
            name: "cloudflare", summary: "Cloudflare Logpush HTTP requests (JSON; any timestamp format)",
            // A job may log the path (ClientRequestPath) and maybe its query (ClientRequestQuery, `?` first, as the
            // firewall events dataset does) in place of ClientRequestURI, and may leave EdgeTimeToFirstByteMs out:
            // the duration is then EdgeEndTimestamp − EdgeStartTimestamp.
            format: .alternatives(
                [("ClientRequestURI", nil), ("ClientRequestPath", "ClientRequestQuery")].map { path, query in
                    json(
                        method: "ClientRequestMethod", path: path, query: query, status: "EdgeResponseStatus",
                        duration: "EdgeTimeToFirstByteMs", unit: .milliseconds, timestamp: "EdgeStartTimestamp",
                        end: "EdgeEndTimestamp", agent: "ClientRequestUserAgent", client: "ClientIP")
                }),
            example:
                #"{"ClientIP":"192.0.2.7","ClientRequestHost":"api.example.com","ClientRequestMethod":"GET","ClientRequestURI":"/users/42","ClientRequestUserAgent":"curl/8.5.0","EdgeEndTimestamp":1795237597135000000,"EdgeResponseBytes":512,"EdgeResponseStatus":200,"EdgeStartTimestamp":1795237597123000000,"EdgeTimeToFirstByteMs":12,"RayID":"8e2f1a2b3c4d5e6f"}"#
        ),
        LogFormatPreset(
            name: "cloudflare-workers",
            summary: "Cloudflare Logpush Workers trace events (JSON; the Worker's fetch events, WallTimeMs)",
            // A fetch event's request and response (`Event.Request.URL` absolute, `Event.Response.Status`), when it
            // was received (`EventTimestampMs`) and the invocation's wall time (`WallTimeMs`, in jobs since 2025; a
            // job without it gives no duration). The dataset logs no client address or user agent. An event of
            // another trigger (a cron, a queue) holds no request: malformed, counted.
            format: json(
                method: "Event.Request.Method", path: "Event.Request.URL", status: "Event.Response.Status",
                duration: "WallTimeMs", unit: .milliseconds, timestamp: "EventTimestampMs", agent: nil, client: nil),
            example:
                #"{"CPUTimeMs":2,"DispatchNamespace":"","Entrypoint":"","Event":{"RayID":"8e2f1a2b3c4d5e6f","Request":{"URL":"https://api.example.com/users/42","Method":"GET"},"Response":{"Status":200}},"EventTimestampMs":1795237597123,"EventType":"fetch","Exceptions":[],"Logs":[],"Outcome":"ok","ScriptName":"api","ScriptTags":[],"WallTimeMs":12}"#,
            detectionMarkers: [#""EventTimestampMs":"#]),
        LogFormatPreset(
            name: "netlify",
            summary: "Netlify's traffic log drains (JSON; absolute URL, duration in ms)",
            // A log drain's `traffic` entries: the absolute `url` (matched on its path), `status_code`, `duration`
            // (ms), `timestamp`, `user_agent`, `client_ip`.
            format: json(
                method: "method", path: "url", status: "status_code", duration: "duration", unit: .milliseconds,
                timestamp: "timestamp", agent: "user_agent", client: "client_ip"),
            example:
                #"{"account_id":"5f1c0e8a","client_ip":"192.0.2.7","content_type":"application/json","country":"US","deploy_id":"6563a1b2","duration":12,"log_type":"traffic","method":"GET","referrer":"","request_id":"01HF8ZQ1","request_size":310,"response_size":512,"site_id":"a1b2c3","status_code":200,"timestamp":"2026-11-21T05:06:37.000Z","url":"https://example.netlify.app/users/42","user_agent":"curl/8.5.0"}"#,
            detectionMarkers: [#""log_type":"#, #""deploy_id":"#]),
        LogFormatPreset(
            name: "yandex-alb",
            summary: "Yandex Cloud Application Load Balancer's request logs (JSON; times in s)",
            // Cloud Logging's `json_payload` of an L7 load balancer: `http_method`, `request_uri`, `http_status`, the
            // whole request's time in `request_processing_times.request_time` (seconds), `time`, `user_agent`,
            // `client_ip`.
            format: json(
                method: "http_method", path: "request_uri", status: "http_status",
                duration: "request_processing_times.request_time", unit: .seconds, timestamp: "time",
                agent: "user_agent", client: "client_ip"),
            example:
                #"{"type":"https","time":"2026-11-21T05:06:37Z","http_method":"GET","authority":"api.example.com","request_uri":"/users/42","http_status":200,"http_version":"HTTP/1.1","user_agent":"curl/8.5.0","client_ip":"192.0.2.7","client_port":51234,"backend_ip":"10.128.0.12","backend_port":8080,"load_balancer_id":"ds7abc123","http_router_id":"ds7rtr","request_processing_times":{"request_time":0.012,"response_start_time":0.011,"backend_processing_time":0.01}}"#,
            detectionMarkers: [#""load_balancer_id":"#, #""request_processing_times":"#]),
        LogFormatPreset(
            name: "cloudflare-gateway",
            summary: "Cloudflare Zero Trust Gateway's HTTP logs (Logpush gateway_http; no duration)",
            // The forward proxy's HTTP requests as Logpush delivers them: `HTTPMethod`, the absolute `URL` (matched on
            // its path), `HTTPStatusCode`, `Datetime` (RFC 3339 or nanoseconds), `UserAgent`, `SourceIP`.
            format: json(
                method: "HTTPMethod", path: "URL", status: "HTTPStatusCode", duration: nil, unit: .seconds,
                timestamp: "Datetime", agent: "UserAgent", client: "SourceIP"),
            example:
                #"{"AccountID":"abc123","Action":"allow","Datetime":"2026-11-21T05:06:37Z","DestinationIP":"198.51.100.7","DestinationPort":443,"HTTPHost":"api.example.com","HTTPMethod":"GET","HTTPStatusCode":200,"HTTPVersion":"HTTP/2","RequestID":"1a2b3c0","SourceIP":"192.0.2.7","SourcePort":51234,"URL":"https://api.example.com/users/42","UserAgent":"curl/8.5.0"}"#,
            detectionMarkers: [#""HTTPMethod":"#, #""HTTPHost":"#]),
        LogFormatPreset(
            name: "tencent-cdn-realtime",
            summary: "Tencent Cloud CDN's real-time logs (JSON as CLS keeps them; epoch s, ms)",
            // CDN's real-time log delivery to CLS: `url` the path, `param` its query, `http_code`, `request_time` in
            // milliseconds (the edge's whole response), `time` the request's epoch seconds, `ua`, `client_ip`.
            format: json(
                method: "method", path: "url", query: "param", status: "http_code", duration: "request_time",
                unit: .milliseconds, timestamp: "time", agent: "ua", client: "client_ip"),
            example:
                #"{"app_id":1250000000,"client_ip":"192.0.2.7","file_size":512,"hit":"miss","host":"cdn.example.com","http_code":200,"isp":"telecom","method":"GET","param":"","proto":"HTTPS","prov":"guangdong","referer":"-","request_range":"-","request_time":12,"request_port":"51517","rsp_size":812,"time":1795237597,"ua":"curl/8.5.0","url":"/users/42","uuid":"a1b2c3d4e5f6","version":1}"#,
            detectionMarkers: [#""http_code":"#, #""rsp_size":"#]),
        LogFormatPreset(
            name: "alibaba-cdn-realtime",
            summary: "Alibaba Cloud CDN's and DCDN's real-time logs (JSON as SLS keeps them; epoch s, ms)",
            // Real-time log delivery to Simple Log Service: `uri` the path, `uri_param` its query, `return_code`,
            // `request_time` in milliseconds, `unixtime` the request's epoch seconds, `user_agent`, `client_ip` (the
            // first of X-Forwarded-For's). The hourly log files are `alibaba-cdn`'s.
            format: json(
                method: "method", path: "uri", query: "uri_param", status: "return_code", duration: "request_time",
                unit: .milliseconds, timestamp: "unixtime", agent: "user_agent", client: "client_ip"),
            example:
                #"{"unixtime":"1795237597","domain":"cdn.example.com","method":"GET","scheme":"https","uri":"/users/42","uri_param":"","client_ip":"192.0.2.7","proxy_ip":"-","remote_ip":"192.0.2.7","remote_port":"51517","refer_protocol":"-","refer_domain":"-","refer_uri":"-","refer_param":"-","request_size":"301","request_time":"12","response_size":"812","return_code":"200","sent_http_content_range":"-","server_addr":"198.51.100.7","server_port":"443","body_bytes_sent":"512","content_type":"application/json","hit_info":"MISS","http_range":"-","user_agent":"curl/8.5.0","user_info":"-","uuid":"a1b2c3","via_info":"-","xforwordfor":"-"}"#,
            detectionMarkers: [#""unixtime":"#, #""return_code":"#]),
        LogFormatPreset(
            name: "huawei-cdn-lts",
            summary:
                "Huawei Cloud CDN's access logs as LTS keeps them (JSON; request_time an epoch in ms, response_time ms)",
            // CDN's logs ingested by Log Tank Service: `request_time` is when the request came, in epoch
            // milliseconds — not a duration — and `response_time` the duration in milliseconds; `uri` the path,
            // `uri_param` its query (`-` for none), `http_code`, `user_agent`, `client_ip`. The offline log files are
            // `huawei-cdn`'s.
            format: json(
                method: "method", path: "uri", query: "uri_param", status: "http_code", duration: "response_time",
                unit: .milliseconds, timestamp: "request_time", agent: "user_agent", client: "client_ip"),
            example:
                #"{"request_time":"1795237597000","domain":"cdn.example.com","method":"GET","scheme":"https","uri":"/users/42","uri_param":"-","client_ip":"192.0.2.7","client_port":"51517","refer_protocol":"-","refer_domain":"-","refer_uri":"-","refer_param":"-","request_size":"301","response_time":"12","response_size":"588","http_code":"200","response_range":"-","request_range":"-","request_body_bytes":"0","content_type":"application/json","hit_info":"MISS","user_agent":"curl/8.5.0","uuid":"ce6327e015c1e16f581818b838a6cb0c","via_info":"edge-cache01[12]","xforwordfor":"-"}"#,
            detectionMarkers: [#""response_time":"#, #""hit_info":"#]),
        LogFormatPreset(
            name: "wpvip",
            summary: "WordPress VIP's HTTP request logs from the origin (JSON; request_type the method; s)",
            // The origin's nginx log as VIP's log shipping writes it: `request_type` the method, `request_url` the
            // target, `request_time` in seconds, `time` an ISO instant, `http_user_agent`, the client in
            // `true_client_ip` (`-` behind no CDN) or `http_x_forwarded_for`.
            format: json(
                method: "request_type", path: "request_url", status: "status", duration: "request_time",
                unit: .seconds, timestamp: "time", agent: "http_user_agent",
                client: "http_x_forwarded_for"),
            example:
                #"{"body_bytes_sent":"512","datacenter":"dfw","http_host":"example.go-vip.net","http_referer":"-","http_user_agent":"curl/8.5.0","http_version":"HTTP/1.1","http_x_forwarded_for":"192.0.2.7","remote_user":"-","request_id":"3df5dde32076e201952b89e1075ddf60","request_time":"0.012","request_type":"GET","request_url":"/users/42","sent_cache_control":"-","status":"200","stream":"stdout","time":"2026-11-21T05:06:37.000000000Z","timestamp_log":"21/Nov/2026:05:06:37 +0000","true_client_ip":"-","wplogin":"-"}"#,
            detectionMarkers: [#""request_type":"#, #""request_url":"#]),
        LogFormatPreset(
            name: "tencent-edgeone",
            summary: "Tencent Cloud EdgeOne's site acceleration logs (offline and real-time JSON; ms)",
            // The path and its query apart (`-` for none), the edge's status and response time (ms), the time the
            // request came (UTC).
            format: json(
                method: "RequestMethod", path: "RequestUrl", query: "RequestUrlQueryString",
                status: "EdgeResponseStatusCode", duration: "EdgeResponseTime", unit: .milliseconds,
                timestamp: "RequestTime", agent: "RequestUA", client: "ClientIP"),
            example:
                #"{"RequestID":"13515444256055847385","ClientIP":"192.0.2.7","ClientRegion":"DE","RequestTime":"2026-11-21T05:06:37Z","RequestHost":"api.example.com","RequestBytes":237,"RequestMethod":"GET","RequestUrl":"/users/42","RequestUrlQueryString":"-","RequestUA":"curl/8.5.0","RequestProtocol":"HTTP/2.0","EdgeResponseStatusCode":200,"EdgeResponseBytes":512,"EdgeResponseTime":12,"EdgeInternalTime":11,"EdgeCacheStatus":"-"}"#
        ),
        LogFormatPreset(
            name: "tencent-clb",
            summary: "Tencent Cloud CLB's layer-7 access logs (each field in brackets; the local time; s)",
            // The request id, the local time with its zone, the protocol, the load balancer's and the client's
            // addresses with ports, the status, the request line, lengths, the host, user agent, referer and request
            // time (s), then upstream and TLS timings, not read (``tencentCLB``).
            format: tencentCLB,
            example:
                "[8c0285dfb299a8026954a2af44b688f9] [21/Nov/2026:13:06:37 +0800] [https] [198.51.100.10:443]  "
                + "[api.example.com] [192.0.2.7:46532] [200] [10.0.1.20:8080] [200] [1378118] [GET /users/42 HTTP/1.1] "
                + "[86] [731] [api.example.com] [curl/8.5.0] [-] [0.012] [0.011] [0.001] [0.011] [8214] [10837231457] "
                + "[1] [0.004] [ECDHE-RSA-AES128-GCM-SHA256] [TLSv1.2] [.]",
            detectionMarkers: ["] ["]
        ),
        LogFormatPreset(
            name: "tencent-cos",
            summary: "Tencent Cloud COS's access logs as CLS ships them (JSON; resTotalTime in ms)",
            // The object's path apart from the request line (`requestUri`: the bucket's name in it for path-style
            // requests), the method as written (documented lowercase), the time the request ended (UTC).
            format: json(
                method: "reqMethod", path: "reqPath", status: "resHttpCode", duration: "resTotalTime",
                unit: .milliseconds, timestamp: "eventTime", agent: "userAgent", client: "remoteIp",
                methodMayBeLowercased: true),
            example:
                #"{"eventVersion":"1.0","bucketName":"examplebucket-1250000000","qcsRegion":"ap-beijing","eventTime":"2026-11-21T05:06:37Z","eventSource":"examplebucket-1250000000.cos.ap-beijing.myqcloud.com","eventName":"GetObject","remoteIp":"192.0.2.7","reqBytesSent":0,"reqPath":"/users/42","reqMethod":"GET","userAgent":"curl/8.5.0","resHttpCode":200,"resErrorCode":"-","resBytesSent":512,"resTotalTime":12,"logSourceType":"USER","requestUri":"GET /users/42 HTTP/1.1"}"#,
            detectionMarkers: [#""resHttpCode":"#]
        ),
        LogFormatPreset(
            name: "azure-frontdoor", summary: "Azure Front Door access logs (JSON)",
            // A diagnostic setting that streams every category (to an Event Hub, a storage account) mixes the web
            // application firewall's entries in (`FrontDoorWebApplicationFirewallLog`: a request's URI and the rule
            // it matched, no status): not requests of the log, neither counted as requests nor malformed.
            format: json(
                method: "properties.httpMethod", path: "properties.requestUri", status: "properties.httpStatusCode",
                duration: "properties.timeTaken", unit: .seconds, timestamp: "time", agent: "properties.userAgent",
                client: "properties.clientIp", entriesWithoutStatusAreNotRequests: true),
            example:
                #"{"time":"2026-11-21T05:06:37.1234567Z","resourceId":"/SUBSCRIPTIONS/0000/RESOURCEGROUPS/RG/PROVIDERS/MICROSOFT.CDN/PROFILES/FD","category":"FrontDoorAccessLog","operationName":"Microsoft.Cdn/Profiles/AccessLog/Write","properties":{"trackingReference":"0abc","httpMethod":"GET","httpVersion":"2.0.0.0","requestUri":"https://api.example.com:443/users/42","requestBytes":"34","responseBytes":"512","userAgent":"curl/8.5.0","clientIp":"192.0.2.7","clientPort":"46532","socketIp":"192.0.2.7","timeTaken":"0.012","httpStatusCode":"200","httpStatusDetails":"200","pop":"IAD","cacheStatus":"MISS"}}"#
        ),
        LogFormatPreset(
            name: "azure-appgateway",
            summary: "Azure Application Gateway access logs (JSON; v1 timeTaken in ms, v2 in seconds)",
            format: azureAppGateway(durationUnit: .milliseconds),
            example:
                #"{"resourceId":"/SUBSCRIPTIONS/0000/RESOURCEGROUPS/RG/PROVIDERS/MICROSOFT.NETWORK/APPLICATIONGATEWAYS/AGW","operationName":"ApplicationGatewayAccess","time":"2026-11-21T05:06:37Z","category":"ApplicationGatewayAccessLog","properties":{"instanceId":"ApplicationGatewayRole_IN_0","clientIP":"192.0.2.7","clientPort":46532,"httpMethod":"GET","requestUri":"/users/42","requestQuery":"page=2","userAgent":"curl/8.5.0","httpStatus":200,"httpVersion":"HTTP/1.1","receivedBytes":184,"sentBytes":512,"timeTaken":12,"sslEnabled":"on","host":"api.example.com"}}"#
        ),
        LogFormatPreset(
            name: "ngrok",
            summary: "ngrok's http_request_complete.v0 traffic events (JSON; as event destinations deliver them)",
            // The request and response under `object.http`, the client under `object.conn`, when the event was
            // made (`event_timestamp`); an event logs when the response's first and last bytes went, not when the
            // request came: no duration is read.
            format: json(
                method: "object.http.request.method", path: "object.http.request.url.path",
                query: "object.http.request.url.query|object.http.request.url.raw_query",
                status: "object.http.response.status_code", duration: nil, unit: .seconds,
                timestamp: "event_timestamp", agent: "object.http.request.headers.User-Agent",
                client: "object.conn.client_ip",
                // The other events a destination delivers (TCP connections closed) are no requests.
                requestEntryKind: .init(field: "event_type", value: "http_request_complete.v0")),
            example:
                #"{"account_id":"ac_2OtNvAlhso10Gx6s7eupzX3F98q","event_id":"ev_25X3yFS6TDkig1KDJWIc4nnJO0c","event_type":"http_request_complete.v0","event_timestamp":"2026-11-21T05:06:37Z","object":{"conn":{"server_name":"api.example.com","client_ip":"192.0.2.7","server_port":"443"},"http":{"request":{"method":"GET","version":"HTTP/2.0","url":{"path":"/users/42"},"headers":{"User-Agent":"curl/8.5.0"}},"response":{"first_byte_ts":"2026-11-21T05:06:37.012Z","status_code":200,"last_byte_ts":"2026-11-21T05:06:37.013Z","body_length":512}}}}"#,
            detectionMarkers: [#""http_request_complete"#]),
        LogFormatPreset(
            name: "suricata", summary: "Suricata's EVE JSON log: its http events (the other events are no requests)",
            // What the network monitor saw of each HTTP transaction, under `http`: `url` as the client sent it, the
            // flow's source as the client. An `alert` or `fileinfo` event carries the `http` object of a request its
            // `http` event logs: only the `http` events are requests (`requestEntryKind`), the others neither
            // requests nor malformed. Suricata logs no duration.
            format: json(
                method: "http.http_method", path: "http.url", status: "http.status", duration: nil, unit: .seconds,
                timestamp: "timestamp", agent: "http.http_user_agent", client: "src_ip",
                requestEntryKind: .init(field: "event_type", value: "http")),
            example:
                #"{"timestamp":"2026-11-21T05:06:37.123456+0000","flow_id":1710954129542373,"in_iface":"eth0","event_type":"http","src_ip":"192.0.2.7","src_port":46532,"dest_ip":"198.51.100.2","dest_port":80,"proto":"TCP","tx_id":0,"http":{"hostname":"api.example.com","url":"/users/42","http_user_agent":"curl/8.5.0","http_content_type":"application/json","http_method":"GET","protocol":"HTTP/1.1","status":200,"length":512}}"#,
            detectionMarkers: [#""event_type":"http""#]),
        LogFormatPreset(
            name: "kubernetes-audit",
            summary: "Kubernetes API server audit events (JSON; the API's requests, verbs read as HTTP methods)",
            // Each request to the API server as its audit backend logs it, once per stage the policy asks for: the
            // `ResponseComplete` event is the request (`RequestReceived`, `ResponseStarted` and `Panic` events are
            // not). `requestURI` with its query, `verb` (`list`, `create`, …) read as the HTTP method it stands for,
            // `responseStatus.code`, the first of `sourceIPs`; the duration is `stageTimestamp` −
            // `requestReceivedTimestamp` (microseconds).
            format: json(
                method: "verb", path: "requestURI", status: "responseStatus.code", duration: nil, unit: .seconds,
                timestamp: "requestReceivedTimestamp", end: "stageTimestamp", agent: "userAgent", client: "sourceIPs",
                methodIsKubernetesVerb: true, requestEntryKind: .init(field: "stage", value: "ResponseComplete")),
            example:
                #"{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"Metadata","auditID":"ad209ce1-5d4f-4aa2-9d57-ad5c5a3d4b3e","stage":"ResponseComplete","requestURI":"/users/42","verb":"get","user":{"username":"system:serviceaccount:shop:web","groups":["system:serviceaccounts","system:authenticated"]},"sourceIPs":["192.0.2.7"],"userAgent":"curl/8.5.0","responseStatus":{"metadata":{},"code":200},"requestReceivedTimestamp":"2026-11-21T05:06:37.123456Z","stageTimestamp":"2026-11-21T05:06:37.135456Z"}"#,
            detectionMarkers: [#""auditID":"#, #""requestURI":"#]),
        LogFormatPreset(
            name: "zeek", summary: "Zeek's (Bro's) http.log written as JSON (ts in epoch seconds or ISO 8601)",
            // What the network monitor saw of each request: `uri` as the client sent it, `status_code` (absent for a
            // request that had no reply), the connection's originator as the client. Zeek logs no duration. Its
            // tab-separated http.log declares its columns in a `#fields` directive: read with those columns.
            format: json(
                method: "method", path: "uri", status: "status_code", duration: nil, unit: .seconds,
                timestamp: "ts", agent: "user_agent", client: "id.orig_h"),
            example:
                #"{"ts":1795237597.123456,"uid":"CHhAvVGS1DHFjwGM9","id.orig_h":"192.0.2.7","id.orig_p":46532,"id.resp_h":"198.51.100.2","id.resp_p":80,"trans_depth":1,"method":"GET","host":"api.example.com","uri":"/users/42","version":"1.1","user_agent":"curl/8.5.0","request_body_len":0,"response_body_len":512,"status_code":200,"status_msg":"OK","tags":[]}"#,
            detectionMarkers: [#""id.orig_h":"#]),
        LogFormatPreset(
            name: "url", summary: "One URL a line, or METHOD URL", format: .urlPerLine, example: "GET /users/42"),
    ]
}
