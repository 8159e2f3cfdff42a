<?php
// The token handler for a PHP site (WordPress or any other), for the widget's token mode: the same
// answers as createTokenHandler (docs/token-handler.md) for the origin check, the scope and the errors.
// Put it where the widget's `token-url` points (e.g. /showtime-token.php), and set, in the web server's
// environment (never in a file the web server serves):
//   CINEMA_API_BASE, CINEMA_CLIENT_ID, CINEMA_CLIENT_SECRET  the platform and your client
//   TOKEN_SCOPE      a read-only scope of your platform (`read` on the emulator); or TOKEN_CLIENT_WIDE=1
//                    to hand every visitor your client's own token
//   SITE_ORIGIN      your site's origin (https://cinema.example): the page's own origin, never the Host header
//   ALLOWED_ORIGINS  other origins whose pages embed the widget, comma-separated (optional)
// PHP runs one process a request, so the token is kept in a file of the system's temporary folder
// (readable by the web server's user only), and an exclusive lock on it makes concurrent requests
// share one token request. Unlike createTokenHandler it keeps no budget per client: limit requests to
// this URL in your web server (nginx's limit_req), or use the showtime proxy, which hands out no token
// (`npx showtime-finder serve`, docs/serve.md). Needs PHP 8.1 or later; no extension beyond the core.

declare(strict_types=1);

const REFUSED_TOKEN_HEADER = 'Showtime-Token-Refused';
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
const TIMEOUT_SECONDS = 15;
// A refused-token report renews at most this often: a stranger reporting the live token costs one token a period.
const RENEWAL_PERIOD_SECONDS = 30;

answer_token_request();

function answer_token_request(): void
{
    $method = strtoupper($_SERVER['REQUEST_METHOD'] ?? 'GET');
    if (!in_array($method, ['GET', 'HEAD', 'OPTIONS'], true)) {
        send_json(405, ['error' => 'method_not_allowed', 'message' => 'Use GET; this URL hands out access tokens.'], ['Allow' => ALLOWED_METHODS]);
        return;
    }
    $settings = read_settings();
    if (is_string($settings)) {
        error_log("showtime-finder token handler: $settings");
        send_json(503, ['error' => 'token-handler-misconfigured', 'message' => "The token handler is not configured. See the server's log."]);
        return;
    }
    $verdict = check_origin($settings);
    if ($verdict['allowed'] === false) {
        $origin = header_value('Origin');
        $cors = $origin === null ? [] : ['Access-Control-Allow-Origin' => $origin, 'Vary' => 'Origin'];
        send_json(403, ['error' => 'origin_not_allowed', 'message' => "No token for this request: {$verdict['reason']}."], $cors);
        return;
    }
    $cors = $verdict['cors_origin'] === null ? [] : [
        'Access-Control-Allow-Origin' => $verdict['cors_origin'],
        'Access-Control-Allow-Credentials' => 'true',
        'Vary' => 'Origin',
    ];
    if ($method === 'OPTIONS') {
        send_preflight($cors);
        return;
    }
    [$status, $body] = token_answer($settings);
    send_json($status, $body, $cors, $method === 'HEAD');
}

/** The settings from the environment, or why they cannot work (said in the log, never to the page). */
function read_settings(): array|string
{
    $setting = static fn (string $name): string => trim((string) getenv($name));
    $settings = [
        'api_base' => rtrim($setting('CINEMA_API_BASE'), '/') . '/',
        'client_id' => $setting('CINEMA_CLIENT_ID'),
        'client_secret' => $setting('CINEMA_CLIENT_SECRET'),
        'scope' => $setting('TOKEN_SCOPE'),
        'site_origin' => origin_of($setting('SITE_ORIGIN')),
        'allowed' => [],
    ];
    if ($settings['client_id'] === '' || $settings['client_secret'] === '') {
        return 'CINEMA_CLIENT_ID and CINEMA_CLIENT_SECRET are required.';
    }
    if (!preg_match('#^https?://#i', $settings['api_base'])) {
        return "CINEMA_API_BASE \"{$setting('CINEMA_API_BASE')}\" is not an http(s) URL.";
    }
    if ($settings['scope'] === '' && $setting('TOKEN_CLIENT_WIDE') !== '1') {
        return 'say what the token every visitor gets may do: set TOKEN_SCOPE (a read-only scope of your platform), '
            . "or TOKEN_CLIENT_WIDE=1 to hand every visitor your client's own token. The showtime proxy "
            . '(npx showtime-finder serve, proxy-url) is the safer choice: it hands out no token at all.';
    }
    if ($settings['site_origin'] === null) {
        return "SITE_ORIGIN \"{$setting('SITE_ORIGIN')}\" is not an origin like https://cinema.example.";
    }
    foreach (array_filter(array_map('trim', explode(',', $setting('ALLOWED_ORIGINS')))) as $index => $listed) {
        $origin = origin_of($listed);
        if ($origin === null) {
            return "ALLOWED_ORIGINS[$index] \"$listed\" is not an origin like https://cinema.example.";
        }
        $settings['allowed'][] = $origin;
    }
    return $settings;
}

/**
 * Which pages may get a token, as createTokenHandler decides (src/server/origin-check.ts): `Origin`; where a
 * browser sends none (a same-origin GET), `Sec-Fetch-Site: same-origin`, else the `Referer`.
 */
function check_origin(array $settings): array
{
    $allowed = static fn (string $origin): bool => $origin === $settings['site_origin'] || in_array($origin, $settings['allowed'], true);
    $origin = header_value('Origin');
    if ($origin !== null) {
        if (!$allowed($origin)) {
            return ['allowed' => false, 'reason' => "origin $origin is not allowed"];
        }
        return ['allowed' => true, 'cors_origin' => $origin === $settings['site_origin'] ? null : $origin];
    }
    if (header_value('Sec-Fetch-Site') === 'same-origin') {
        return ['allowed' => true, 'cors_origin' => null];
    }
    $referer = header_value('Referer');
    $referer_origin = $referer === null ? null : origin_of($referer);
    if ($referer_origin !== null) {
        return $allowed($referer_origin)
            ? ['allowed' => true, 'cors_origin' => null]
            : ['allowed' => false, 'reason' => "the referring page $referer_origin is not allowed"];
    }
    return ['allowed' => false, 'reason' => 'the request does not say which page it comes from (no Origin, Sec-Fetch-Site or Referer)'];
}

/** [status, body]: the kept token, or a new one (one request at a time, under the file's lock), or why none. */
function token_answer(array $settings): array
{
    $file = sys_get_temp_dir() . '/showtime-finder-token-' . hash('sha256', implode("\n", [$settings['api_base'], $settings['client_id'], $settings['client_secret'], $settings['scope']])) . '.json';
    $handle = fopen($file, 'c+');
    if ($handle === false) {
        return [502, ['error' => 'upstream_error', 'message' => 'Could not get a token from the Cinema Platform.']];
    }
    chmod($file, 0600);
    try {
        flock($handle, LOCK_EX);
        $kept = json_decode((string) stream_get_contents($handle), true) ?: [];
        if (isset($kept['misconfigured'])) {
            return misconfigured();
        }
        if (!needs_new_token($kept)) {
            return [200, token_body($kept)];
        }
        $fetched = fetch_vetted_token($settings);
        if (isset($fetched['misconfigured'])) {
            error_log("showtime-finder token handler: hands out no token: {$fetched['misconfigured']}");
        }
        if (isset($fetched['error'])) {
            error_log("showtime-finder token handler: {$fetched['error']}: {$fetched['message']}");
            // A failed renewal keeps the token held: the visitors keep theirs, the reporter gets the failure.
            return [$fetched['status'], ['error' => $fetched['error'], 'message' => $fetched['message']]];
        }
        ftruncate($handle, 0);
        rewind($handle);
        fwrite($handle, json_encode($fetched + ['renewed_at' => time()]));
        return isset($fetched['misconfigured']) ? misconfigured() : [200, token_body($fetched)];
    } finally {
        flock($handle, LOCK_UN);
        fclose($handle);
    }
}

/** Whether the kept token is due for renewal, or the page reports that the platform refused it (its last 8 characters). */
function needs_new_token(array $kept): bool
{
    if (!isset($kept['access_token']) || time() >= $kept['renew_at']) {
        return true;
    }
    $report = header_value(REFUSED_TOKEN_HEADER);
    return $report !== null
        && strlen($report) === 8
        && str_ends_with($kept['access_token'], $report)
        && time() - $kept['renewed_at'] >= RENEWAL_PERIOD_SECONDS;
}

/** A token from the client-credentials grant, checked not to administer the platform before it is handed out. */
function fetch_vetted_token(array $settings): array
{
    $started = time();
    $response = platform_request('POST', $settings['api_base'] . 'oauth/token', json_encode([
        'grant_type' => 'client_credentials',
        'client_id' => $settings['client_id'],
        'client_secret' => $settings['client_secret'],
        'scope' => $settings['scope'],
    ]));
    if ($response === null) {
        $origin = origin_of($settings['api_base']);
        return ['status' => 502, 'error' => 'upstream_unreachable', 'message' => "Could not reach the Cinema Platform at $origin."];
    }
    [$status, $body] = $response;
    $fields = json_decode($body, true);
    $fields = is_array($fields) ? $fields : [];
    if ($status < 200 || $status > 299) {
        $code = is_string($fields['error'] ?? null) && preg_match('/^[a-z0-9_.-]{1,64}$/i', $fields['error']) ? $fields['error'] : 'upstream_error';
        return ['status' => 502, 'error' => $code, 'message' => "The Cinema Platform refused the token request with $status ($code)."];
    }
    $token = $fields['access_token'] ?? null;
    $type = $fields['token_type'] ?? 'Bearer';
    $lifetime = $fields['expires_in'] ?? null;
    if (!is_string($token) || $token === '' || !is_string($type) || !is_int($lifetime) && !is_float($lifetime) || $lifetime <= 0) {
        return ['status' => 502, 'error' => 'upstream_bad_response', 'message' => 'The Cinema Platform answered the token request without a usable token.'];
    }
    return vet_token($settings, [
        'access_token' => $token,
        'token_type' => $type,
        'expires_at' => $started + $lifetime,
        // 60 s before it expires, or at 90% of its lifetime when that is shorter (src/common/renewal-time.ts).
        'renew_at' => $started + $lifetime - min(60, $lifetime * 0.1),
    ]);
}

/** A token that may read the CORS registry administers the platform: never handed out (docs/token-handler.md). */
function vet_token(array $settings, array $token): array
{
    $response = platform_request('GET', $settings['api_base'] . 'cors-origins', null, "{$token['token_type']} {$token['access_token']}");
    $status = $response[0] ?? null;
    if ($status === 200) {
        return ['misconfigured' => 'its platform client may read the CORS registry (GET /cors-origins answered 200 with its token): '
            . 'it administers the platform, and every visitor would get that token. Give the token handler a client '
            . '(or a scope) that only reads showtimes, or use the showtime proxy, which hands out no token.'];
    }
    if (!in_array($status, [401, 403, 404], true)) {
        $said = $status ?? 'nothing';
        return ['status' => 502, 'error' => 'upstream_error', 'message' => "The Cinema Platform answered $said when the token's rights were checked (GET /cors-origins)."];
    }
    return $token;
}

/** [status, body] of a platform request within the timeout, or null when the platform cannot be reached. */
function platform_request(string $method, string $url, ?string $json, ?string $authorization = null): ?array
{
    $headers = ['Accept: application/json'];
    if ($json !== null) {
        $headers[] = 'Content-Type: application/json';
    }
    if ($authorization !== null) {
        $headers[] = "Authorization: $authorization";
    }
    $context = stream_context_create(['http' => [
        'method' => $method,
        'header' => $headers,
        'content' => $json ?? '',
        'timeout' => TIMEOUT_SECONDS,
        'ignore_errors' => true, // a 4xx answer's body says why
        'follow_location' => 0,
    ]]);
    $body = @file_get_contents($url, false, $context);
    $status_line = $http_response_header[0] ?? '';
    if ($body === false || !preg_match('#^HTTP/\S+ (\d{3})#', $status_line, $status)) {
        return null;
    }
    return [(int) $status[1], $body];
}

function token_body(array $token): array
{
    return [
        'access_token' => $token['access_token'],
        'token_type' => $token['token_type'],
        'expires_in' => max(0, (int) floor($token['expires_at'] - time())),
    ];
}

function misconfigured(): array
{
    return [503, [
        'error' => 'token-handler-misconfigured',
        'message' => "The token handler hands out no token: its platform client may administer the platform. See the server's log.",
    ]];
}

/** `scheme://host[:port]` of an http(s) URL, or null. */
function origin_of(string $url): ?string
{
    $parts = parse_url($url);
    if (!is_array($parts) || !isset($parts['scheme'], $parts['host']) || !in_array(strtolower($parts['scheme']), ['http', 'https'], true)) {
        return null;
    }
    $scheme = strtolower($parts['scheme']);
    $default_port = $scheme === 'https' ? 443 : 80;
    $port = isset($parts['port']) && $parts['port'] !== $default_port ? ":{$parts['port']}" : '';
    return $scheme . '://' . strtolower($parts['host']) . $port;
}

function header_value(string $name): ?string
{
    $value = $_SERVER['HTTP_' . strtoupper(str_replace('-', '_', $name))] ?? null;
    return is_string($value) ? $value : null;
}

function send_preflight(array $cors): void
{
    http_response_code(204);
    send_headers($cors + [
        'Allow' => ALLOWED_METHODS,
        'Access-Control-Allow-Methods' => ALLOWED_METHODS,
        'Access-Control-Allow-Headers' => REFUSED_TOKEN_HEADER,
        'Access-Control-Max-Age' => '600',
    ]);
}

function send_json(int $status, array $body, array $headers = [], bool $head = false): void
{
    http_response_code($status);
    send_headers($headers + ['Cache-Control' => 'no-store', 'Content-Type' => 'application/json; charset=utf-8']);
    if (!$head) {
        echo json_encode($body, JSON_UNESCAPED_SLASHES);
    }
}

function send_headers(array $headers): void
{
    header('X-Content-Type-Options: nosniff');
    foreach ($headers as $name => $value) {
        header("$name: $value");
    }
}
