public enum Explainer {}
