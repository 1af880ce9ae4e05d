/** Route segments that are secrets themselves (a link's token): logged as ':token'. */
const SECRET_SEGMENTS: readonly RegExp[] = [/^(\/api\/agreement-links\/)[^/]+/];

/** A JSON Web Token pasted into a path (three base64url parts, the first '{"' encoded). */
const JWT_SEGMENT = /(^|\/)eyJ[\w-]*\.[\w-]+\.[\w-]+(?=\/|$)/g;

/** Long junk paths (scanners) would only bloat the logs. */
const MAX_LOGGED_PATH = 200;

/**
 * The path as it may appear in a log: no query string (sign-in links, search terms with names
 * or IC numbers, signatures all travel there), secret segments masked, length capped.
 */
export function loggedPath(url: string): string {
  const queryAt = url.search(/[?#]/);
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, '$1:token');
  path = path.replace(JWT_SEGMENT, '$1:token');
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}...` : path;
}
