// A real JPEG (a phone camera's shape) for proof uploads: the API judges photos by their bytes.
import { fileURLToPath } from 'node:url';

export const PROOF_JPEG = fileURLToPath(new URL('../files/proof.jpg', import.meta.url));
