// An async boundary: federation shares are negotiated before any app code runs.
import('./bootstrap');
