// An async boundary: federation shares (react, router, ...) are negotiated before any app code runs.
import('./bootstrap');
