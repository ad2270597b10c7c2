// Local services for tests and benchmarks. Node only: no browser app may depend on this package.
export { cleanUpOnExit } from './clean-up-on-exit.js';
export { freePort, reservePort, type PortReservation } from './free-port.js';
export { ensurePostgresBin, findPostgresBin, postgresVersion } from './postgres/binaries.js';
export { copyCluster, initCluster, startPostgresCluster, type PostgresCluster, type PostgresClusterOptions, type StopMode } from './postgres/cluster.js';
export { ensureRedisServer, findRedisServer } from './redis/binary.js';
export { startRedisServer, type RedisServer, type RedisServerOptions } from './redis/server.js';
export { startS3Server, type S3TestServer, type S3TestServerOptions } from './s3/s3-server.js';
export { BROTLI_STATIC_MODULE, INSTALL_BROTLI_STATIC, ensureNginx, findBrotliStaticModule, findNginx, type NginxInstall } from './nginx/binary.js';
export { ACCESS_LOG_FORMAT, listenAddresses } from './nginx/launcher-config.js';
export { startNginx, type NginxServer, type NginxServerOptions } from './nginx/server.js';
