package loaders_pkg;

/* Served as loaders_pkg.SecretY by ChildFirst (the name changed in its bytes). */
public class SecretX {
    public String toString() { return "secret"; }
}
