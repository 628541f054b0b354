/*
 * java.beans.PropertyEditorManager: editors registered by the program; no
 * built-in editors (the JDK's live in its desktop module), so findEditor
 * is null for a type nobody registered.
 */
package java.beans;

import java.util.HashMap;
import java.util.Map;

public class PropertyEditorManager {
    private static final Map<Class<?>, Class<?>> EDITORS = new HashMap<>();
    private static String[] searchPath = {"sun.beans.editors"};

    public PropertyEditorManager() {
    }

    public static void registerEditor(Class<?> targetType, Class<?> editorClass) {
        synchronized (EDITORS) {
            if (editorClass == null) {
                EDITORS.remove(targetType);
            } else {
                EDITORS.put(targetType, editorClass);
            }
        }
    }

    public static PropertyEditor findEditor(Class<?> targetType) {
        Class<?> c;
        synchronized (EDITORS) {
            c = EDITORS.get(targetType);
        }
        if (c == null) {
            return null;
        }
        try {
            return (PropertyEditor) c.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException e) {
            return null;
        }
    }

    public static synchronized String[] getEditorSearchPath() {
        return searchPath.clone();
    }

    public static synchronized void setEditorSearchPath(String[] path) {
        searchPath = path == null ? new String[0] : path.clone();
    }
}
