// Benchmark: an n-body simulation of five bodies (double arithmetic, sqrt,
// object field access).
public class NBody {
    static final class Body {
        double x, y, z, vx, vy, vz, mass;
        Body(double x, double y, double z, double vx, double vy, double vz, double mass) {
            this.x = x; this.y = y; this.z = z; this.vx = vx; this.vy = vy; this.vz = vz; this.mass = mass;
        }
    }

    static void advance(Body[] bodies, double dt) {
        for (int i = 0; i < bodies.length; i++) {
            Body a = bodies[i];
            for (int j = i + 1; j < bodies.length; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
                double d2 = dx * dx + dy * dy + dz * dz;
                double mag = dt / (d2 * Math.sqrt(d2));
                a.vx -= dx * b.mass * mag; a.vy -= dy * b.mass * mag; a.vz -= dz * b.mass * mag;
                b.vx += dx * a.mass * mag; b.vy += dy * a.mass * mag; b.vz += dz * a.mass * mag;
            }
        }
        for (Body b : bodies) { b.x += dt * b.vx; b.y += dt * b.vy; b.z += dt * b.vz; }
    }

    static double energy(Body[] bodies) {
        double e = 0;
        for (int i = 0; i < bodies.length; i++) {
            Body a = bodies[i];
            e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz);
            for (int j = i + 1; j < bodies.length; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
                e -= a.mass * b.mass / Math.sqrt(dx * dx + dy * dy + dz * dz);
            }
        }
        return e;
    }

    public static void main(String[] args) {
        int steps = args.length > 0 ? Integer.parseInt(args[0]) : 300000;
        double pi = 3.141592653589793, solar = 4 * pi * pi, days = 365.24;
        Body[] bodies = {
            new Body(0, 0, 0, 0, 0, 0, solar),
            new Body(4.84, -1.16, -0.10, 0.00166 * days, 0.00770 * days, -0.0000690 * days, 0.000954 * solar),
            new Body(8.34, 4.12, -0.40, -0.00277 * days, 0.00500 * days, 0.0000230 * days, 0.000286 * solar),
            new Body(12.89, -15.11, -0.22, 0.00296 * days, 0.00238 * days, -0.0000296 * days, 0.0000437 * solar),
            new Body(15.38, -25.92, 0.18, 0.00268 * days, 0.00163 * days, -0.0000951 * days, 0.0000515 * solar)
        };
        double px = 0, py = 0, pz = 0;
        for (Body b : bodies) { px += b.vx * b.mass; py += b.vy * b.mass; pz += b.vz * b.mass; }
        bodies[0].vx = -px / solar; bodies[0].vy = -py / solar; bodies[0].vz = -pz / solar;
        System.out.println("energy before " + energy(bodies));
        for (int i = 0; i < steps; i++) advance(bodies, 0.01);
        System.out.println("energy after " + energy(bodies));
    }
}
