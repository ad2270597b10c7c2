export function decideSplashTarget(token: string | null | undefined): '/home' | '/login' {
  return token ? '/home' : '/login';
}
