/*
 * java.beans.PropertyChangeSupport: the listener lists of a bean with bound
 * properties.  Listeners for every property come first, then those of the
 * event's property, each in the order added; an event whose old and new
 * values are equal and non-null is not delivered.  Lists are copied on
 * change, so a listener may add or remove listeners while being told.
 */
package java.beans;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class PropertyChangeSupport implements java.io.Serializable {
    private static final long serialVersionUID = 6401253773779951803L;

    private final Object source;
    private PropertyChangeListener[] all = new PropertyChangeListener[0];
    private final Map<String, PropertyChangeListener[]> named = new LinkedHashMap<>();

    public PropertyChangeSupport(Object sourceBean) {
        if (sourceBean == null) {
            throw new NullPointerException();
        }
        this.source = sourceBean;
    }

    private static PropertyChangeListener[] plus(PropertyChangeListener[] a, PropertyChangeListener l) {
        PropertyChangeListener[] r = new PropertyChangeListener[a.length + 1];
        System.arraycopy(a, 0, r, 0, a.length);
        r[a.length] = l;
        return r;
    }

    private static PropertyChangeListener[] minus(PropertyChangeListener[] a, PropertyChangeListener l) {
        for (int i = 0; i < a.length; i++) {
            if (a[i].equals(l)) {
                PropertyChangeListener[] r = new PropertyChangeListener[a.length - 1];
                System.arraycopy(a, 0, r, 0, i);
                System.arraycopy(a, i + 1, r, i, a.length - i - 1);
                return r;
            }
        }
        return a;
    }

    public synchronized void addPropertyChangeListener(PropertyChangeListener listener) {
        if (listener == null) {
            return;
        }
        if (listener instanceof PropertyChangeListenerProxy) {
            PropertyChangeListenerProxy p = (PropertyChangeListenerProxy) listener;
            addPropertyChangeListener(p.getPropertyName(), p.getListener());
        } else {
            all = plus(all, listener);
        }
    }

    public synchronized void removePropertyChangeListener(PropertyChangeListener listener) {
        if (listener == null) {
            return;
        }
        if (listener instanceof PropertyChangeListenerProxy) {
            PropertyChangeListenerProxy p = (PropertyChangeListenerProxy) listener;
            removePropertyChangeListener(p.getPropertyName(), p.getListener());
        } else {
            all = minus(all, listener);
        }
    }

    public synchronized PropertyChangeListener[] getPropertyChangeListeners() {
        List<PropertyChangeListener> r = new ArrayList<>();
        for (PropertyChangeListener l : all) {
            r.add(l);
        }
        for (Map.Entry<String, PropertyChangeListener[]> e : named.entrySet()) {
            for (PropertyChangeListener l : e.getValue()) {
                r.add(new PropertyChangeListenerProxy(e.getKey(), l));
            }
        }
        return r.toArray(new PropertyChangeListener[0]);
    }

    public synchronized void addPropertyChangeListener(String propertyName, PropertyChangeListener listener) {
        if (listener == null || propertyName == null) {
            return;
        }
        PropertyChangeListener[] a = named.get(propertyName);
        named.put(propertyName, plus(a == null ? new PropertyChangeListener[0] : a, listener));
    }

    public synchronized void removePropertyChangeListener(String propertyName, PropertyChangeListener listener) {
        if (listener == null || propertyName == null) {
            return;
        }
        PropertyChangeListener[] a = named.get(propertyName);
        if (a != null) {
            a = minus(a, listener);
            if (a.length == 0) {
                named.remove(propertyName);
            } else {
                named.put(propertyName, a);
            }
        }
    }

    public synchronized PropertyChangeListener[] getPropertyChangeListeners(String propertyName) {
        PropertyChangeListener[] a = propertyName == null ? null : named.get(propertyName);
        return a == null ? new PropertyChangeListener[0] : a.clone();
    }

    public void firePropertyChange(String propertyName, Object oldValue, Object newValue) {
        if (oldValue == null || newValue == null || !oldValue.equals(newValue)) {
            firePropertyChange(new PropertyChangeEvent(source, propertyName, oldValue, newValue));
        }
    }

    public void firePropertyChange(String propertyName, int oldValue, int newValue) {
        if (oldValue != newValue) {
            firePropertyChange(propertyName, Integer.valueOf(oldValue), Integer.valueOf(newValue));
        }
    }

    public void firePropertyChange(String propertyName, boolean oldValue, boolean newValue) {
        if (oldValue != newValue) {
            firePropertyChange(propertyName, Boolean.valueOf(oldValue), Boolean.valueOf(newValue));
        }
    }

    public void firePropertyChange(PropertyChangeEvent event) {
        Object oldValue = event.getOldValue();
        Object newValue = event.getNewValue();
        if (oldValue != null && newValue != null && oldValue.equals(newValue)) {
            return;
        }
        PropertyChangeListener[] common;
        PropertyChangeListener[] specific = null;
        String name = event.getPropertyName();
        synchronized (this) {
            common = all;
            if (name != null) {
                specific = named.get(name);
            }
        }
        for (PropertyChangeListener l : common) {
            l.propertyChange(event);
        }
        if (specific != null) {
            for (PropertyChangeListener l : specific) {
                l.propertyChange(event);
            }
        }
    }

    public void fireIndexedPropertyChange(String propertyName, int index, Object oldValue, Object newValue) {
        if (oldValue == null || newValue == null || !oldValue.equals(newValue)) {
            firePropertyChange(new IndexedPropertyChangeEvent(source, propertyName, oldValue, newValue, index));
        }
    }

    public void fireIndexedPropertyChange(String propertyName, int index, int oldValue, int newValue) {
        if (oldValue != newValue) {
            fireIndexedPropertyChange(propertyName, index, Integer.valueOf(oldValue), Integer.valueOf(newValue));
        }
    }

    public void fireIndexedPropertyChange(String propertyName, int index, boolean oldValue, boolean newValue) {
        if (oldValue != newValue) {
            fireIndexedPropertyChange(propertyName, index, Boolean.valueOf(oldValue), Boolean.valueOf(newValue));
        }
    }

    public synchronized boolean hasListeners(String propertyName) {
        if (all.length > 0) {
            return true;
        }
        return propertyName != null && named.get(propertyName) != null;
    }
}
