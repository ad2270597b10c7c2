/** A configuration the API refuses to start with; its message is shown as it is (Korean, per variable). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
