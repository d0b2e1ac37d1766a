// Standalone entry (dev): async boundary so shared singletons are negotiated before use.
void import('./bootstrap');
