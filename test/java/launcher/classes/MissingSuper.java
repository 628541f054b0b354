// Its superclass's class file is deleted after compiling (see
// launcher_tests.cmake): the main class cannot be loaded.
class GoneSuper {
}

class MissingSuper extends GoneSuper {
    public static void main(String[] args) {
    }
}
