// main found as Class.getMethod finds it: inherited from a superclass (and
// named by its declaring class when it is not static); a private main or a
// static main of a superinterface is not found.
class InheritBase {
    public static void main(String[] args) {
        System.out.println("InheritBase.main, args " + args.length);
    }
}

class InheritMain extends InheritBase {
}

class InstanceBase {
    public void main(String[] args) {
    }
}

class InstanceMain extends InstanceBase {
}

class PrivateMain {
    private static void main(String[] args) {
    }
}

interface MainIface {
    static void main(String[] args) {
    }
}

class ImplementsMainIface implements MainIface {
}
