// Tells React this is a test environment (act warnings otherwise); imported by the jsdom tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
