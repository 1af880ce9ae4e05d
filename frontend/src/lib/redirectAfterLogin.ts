/** sessionStorage key of the page to open after a customer signs in (e.g. the Payment tile's '/payment'). */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

export function rememberRedirectAfterLogin(path: string, storage: Storage = sessionStorage): void {
  storage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}

export function readRedirectAfterLogin(storage: Storage = sessionStorage): string | null {
  return storage.getItem(REDIRECT_AFTER_LOGIN_KEY);
}

export function clearRedirectAfterLogin(storage: Storage = sessionStorage): void {
  storage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
}
