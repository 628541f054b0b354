package loaders_pkg;

/* Defined by the application loader and, separately, by JniLoaders' own loaders. */
public class Peer {
}
