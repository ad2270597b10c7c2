// The development Kakao provider signs anyone in as any account: a deployment refuses it unless the operator
// opts in (ALLOW_DEV_SIGN_IN_ON_SHARED_SERVER).

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]' || host === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export interface DeploymentSignals {
  nodeEnv: string | undefined;
  /** The address the server listens on: anything but loopback serves the sign-in to the network. */
  host: string;
  publicUrl: string;
  appOrigins: string[];
}

export function productionSigns({ nodeEnv, host, publicUrl, appOrigins }: DeploymentSignals): string[] {
  const signs: string[] = [];
  if (nodeEnv === 'production') signs.push('NODE_ENV=production');
  if (!isLoopbackHost(host)) signs.push(`HOST ${host} is not a loopback address`);
  for (const [name, url] of [['PUBLIC_URL', publicUrl], ...appOrigins.map((origin) => ['APP_ORIGINS', origin])] as const) {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') signs.push(`${name} ${parsed.origin} is https`);
    else if (!isLoopbackHost(parsed.hostname)) signs.push(`${name} ${parsed.origin} is not a loopback host`);
  }
  return signs;
}
