// Dev only: the remote running alone on its dev host (async boundary for the shared singletons).
import('./bootstrap');
