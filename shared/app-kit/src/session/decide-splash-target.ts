/** Where the splash goes after its delay: home with a stored token, else the login page. */
export function decideSplashTarget(token: string | null | undefined): '/home' | '/login' {
  return token ? '/home' : '/login';
}
