/*
 * java.util.Arrays.  The per-type methods are written out by a small script
 * from one template each (hence their sameness).  Primitive sorts are an
 * introsort (median-of-three quicksort with three-way partitioning,
 * insertion sort for short ranges, heapsort when recursion gets too deep):
 * sorting primitives has one correct result, so it equals the JDK's.
 * float/double sort NaNs last and -0.0 before 0.0, as the JDK.  Object sorts
 * are TimSort as the JDK's (same comparator calls in the same order).  Messages of the
 * range checks are the JDK 17 ones.  asList is a fixed-size List writing
 * through to the array (add/remove throw UnsupportedOperationException);
 * stream(array) streams over the array itself (the ranged forms over a copy).
 */
package java.util;

import java.lang.reflect.Array;
import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;

public final class Arrays {
    private Arrays() {}

    private static final int INSERTION_SORT_THRESHOLD = 24;

    static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException(new StringBuilder("fromIndex(").append(fromIndex)
                .append(") > toIndex(").append(toIndex).append(')').toString());
        }
        if (fromIndex < 0) {
            throw new ArrayIndexOutOfBoundsException(fromIndex);
        }
        if (toIndex > arrayLength) {
            throw new ArrayIndexOutOfBoundsException(toIndex);
        }
    }

    private static int log2(int n) {
        return 31 - Integer.numberOfLeadingZeros(n);
    }

    // ---- int sort ----

    public static void sort(int[] a) {
        sortInt(a, 0, a.length);
    }

    public static void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortInt(a, fromIndex, toIndex);
    }

    private static void sortInt(int[] a, int from, int to) {
        introSortInt(a, from, to, 2 * log2(to - from + 1));
    }

    private static void introSortInt(int[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSortInt(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int x = a[lo];
            int y = a[mid];
            int z = a[hi - 1];
            int pivot = (x < y) ? ((y < z) ? y : (x < z) ? z : x) : ((x < z) ? x : (y < z) ? z : y);
            // three-way partition: [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot
            int lt = lo;
            int i = lo;
            int gt = hi - 1;
            while (i <= gt) {
                int v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            if (lt - lo < hi - gt - 1) {
                introSortInt(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSortInt(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortInt(int[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            siftDownInt(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            int t = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = t;
            siftDownInt(a, lo, 0, end);
        }
    }

    private static void siftDownInt(int[] a, int lo, int k, int n) {
        int v = a[lo + k];
        for (;;) {
            int c = 2 * k + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c] < a[lo + c + 1]) {
                c++;
            }
            if (!(v < a[lo + c])) {
                break;
            }
            a[lo + k] = a[lo + c];
            k = c;
        }
        a[lo + k] = v;
    }

    public static int binarySearch(int[] a, int key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(int[] a, int fromIndex, int toIndex, int key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- long sort ----

    public static void sort(long[] a) {
        sortLong(a, 0, a.length);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortLong(a, fromIndex, toIndex);
    }

    private static void sortLong(long[] a, int from, int to) {
        introSortLong(a, from, to, 2 * log2(to - from + 1));
    }

    private static void introSortLong(long[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSortLong(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            long x = a[lo];
            long y = a[mid];
            long z = a[hi - 1];
            long pivot = (x < y) ? ((y < z) ? y : (x < z) ? z : x) : ((x < z) ? x : (y < z) ? z : y);
            // three-way partition: [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot
            int lt = lo;
            int i = lo;
            int gt = hi - 1;
            while (i <= gt) {
                long v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            if (lt - lo < hi - gt - 1) {
                introSortLong(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSortLong(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            long v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortLong(long[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            siftDownLong(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            long t = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = t;
            siftDownLong(a, lo, 0, end);
        }
    }

    private static void siftDownLong(long[] a, int lo, int k, int n) {
        long v = a[lo + k];
        for (;;) {
            int c = 2 * k + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c] < a[lo + c + 1]) {
                c++;
            }
            if (!(v < a[lo + c])) {
                break;
            }
            a[lo + k] = a[lo + c];
            k = c;
        }
        a[lo + k] = v;
    }

    public static int binarySearch(long[] a, long key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(long[] a, int fromIndex, int toIndex, long key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            long midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- short sort ----

    public static void sort(short[] a) {
        sortShort(a, 0, a.length);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortShort(a, fromIndex, toIndex);
    }

    private static void sortShort(short[] a, int from, int to) {
        introSortShort(a, from, to, 2 * log2(to - from + 1));
    }

    private static void introSortShort(short[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSortShort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            short x = a[lo];
            short y = a[mid];
            short z = a[hi - 1];
            short pivot = (x < y) ? ((y < z) ? y : (x < z) ? z : x) : ((x < z) ? x : (y < z) ? z : y);
            // three-way partition: [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot
            int lt = lo;
            int i = lo;
            int gt = hi - 1;
            while (i <= gt) {
                short v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            if (lt - lo < hi - gt - 1) {
                introSortShort(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSortShort(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            short v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortShort(short[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            siftDownShort(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            short t = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = t;
            siftDownShort(a, lo, 0, end);
        }
    }

    private static void siftDownShort(short[] a, int lo, int k, int n) {
        short v = a[lo + k];
        for (;;) {
            int c = 2 * k + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c] < a[lo + c + 1]) {
                c++;
            }
            if (!(v < a[lo + c])) {
                break;
            }
            a[lo + k] = a[lo + c];
            k = c;
        }
        a[lo + k] = v;
    }

    public static int binarySearch(short[] a, short key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(short[] a, int fromIndex, int toIndex, short key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            short midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- char sort ----

    public static void sort(char[] a) {
        sortChar(a, 0, a.length);
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortChar(a, fromIndex, toIndex);
    }

    private static void sortChar(char[] a, int from, int to) {
        introSortChar(a, from, to, 2 * log2(to - from + 1));
    }

    private static void introSortChar(char[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSortChar(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            char x = a[lo];
            char y = a[mid];
            char z = a[hi - 1];
            char pivot = (x < y) ? ((y < z) ? y : (x < z) ? z : x) : ((x < z) ? x : (y < z) ? z : y);
            // three-way partition: [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot
            int lt = lo;
            int i = lo;
            int gt = hi - 1;
            while (i <= gt) {
                char v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            if (lt - lo < hi - gt - 1) {
                introSortChar(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSortChar(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            char v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortChar(char[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            siftDownChar(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            char t = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = t;
            siftDownChar(a, lo, 0, end);
        }
    }

    private static void siftDownChar(char[] a, int lo, int k, int n) {
        char v = a[lo + k];
        for (;;) {
            int c = 2 * k + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c] < a[lo + c + 1]) {
                c++;
            }
            if (!(v < a[lo + c])) {
                break;
            }
            a[lo + k] = a[lo + c];
            k = c;
        }
        a[lo + k] = v;
    }

    public static int binarySearch(char[] a, char key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(char[] a, int fromIndex, int toIndex, char key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            char midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- byte sort ----

    public static void sort(byte[] a) {
        sortByte(a, 0, a.length);
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortByte(a, fromIndex, toIndex);
    }

    private static void sortByte(byte[] a, int from, int to) {
        introSortByte(a, from, to, 2 * log2(to - from + 1));
    }

    private static void introSortByte(byte[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSortByte(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            byte x = a[lo];
            byte y = a[mid];
            byte z = a[hi - 1];
            byte pivot = (x < y) ? ((y < z) ? y : (x < z) ? z : x) : ((x < z) ? x : (y < z) ? z : y);
            // three-way partition: [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot
            int lt = lo;
            int i = lo;
            int gt = hi - 1;
            while (i <= gt) {
                byte v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            if (lt - lo < hi - gt - 1) {
                introSortByte(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSortByte(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            byte v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortByte(byte[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            siftDownByte(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            byte t = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = t;
            siftDownByte(a, lo, 0, end);
        }
    }

    private static void siftDownByte(byte[] a, int lo, int k, int n) {
        byte v = a[lo + k];
        for (;;) {
            int c = 2 * k + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c] < a[lo + c + 1]) {
                c++;
            }
            if (!(v < a[lo + c])) {
                break;
            }
            a[lo + k] = a[lo + c];
            k = c;
        }
        a[lo + k] = v;
    }

    public static int binarySearch(byte[] a, byte key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(byte[] a, int fromIndex, int toIndex, byte key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            byte midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- float sort ----

    public static void sort(float[] a) {
        sortFloat(a, 0, a.length);
    }

    public static void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortFloat(a, fromIndex, toIndex);
    }

    /* NaNs go to the end; zeros are sorted as equal, then -0.0s are put before 0.0s. */
    private static void sortFloat(float[] a, int from, int to) {
        int negZeros = 0;
        int end = to;
        for (int i = from; i < end; ) {
            float v = a[i];
            if (v != v) {
                a[i] = a[--end];
                a[end] = v;
            } else {
                if (v == 0 && Float.floatToRawIntBits(v) < 0) {
                    negZeros++;
                }
                i++;
            }
        }
        introSortFloat(a, from, end, 2 * log2(end - from + 1));
        if (negZeros > 0) {
            int lo = from;
            int hi = end;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (a[mid] < 0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            for (int i = 0; i < negZeros; i++) {
                a[lo + i] = -0.0f;
            }
            for (int i = lo + negZeros; i < end && a[i] == 0; i++) {
                a[i] = 0.0f;
            }
        }
    }

    private static void introSortFloat(float[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSortFloat(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            float x = a[lo];
            float y = a[mid];
            float z = a[hi - 1];
            float pivot = (x < y) ? ((y < z) ? y : (x < z) ? z : x) : ((x < z) ? x : (y < z) ? z : y);
            // three-way partition: [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot
            int lt = lo;
            int i = lo;
            int gt = hi - 1;
            while (i <= gt) {
                float v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            if (lt - lo < hi - gt - 1) {
                introSortFloat(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSortFloat(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            float v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortFloat(float[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            siftDownFloat(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            float t = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = t;
            siftDownFloat(a, lo, 0, end);
        }
    }

    private static void siftDownFloat(float[] a, int lo, int k, int n) {
        float v = a[lo + k];
        for (;;) {
            int c = 2 * k + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c] < a[lo + c + 1]) {
                c++;
            }
            if (!(v < a[lo + c])) {
                break;
            }
            a[lo + k] = a[lo + c];
            k = c;
        }
        a[lo + k] = v;
    }

    public static int binarySearch(float[] a, float key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(float[] a, int fromIndex, int toIndex, float key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            float midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                int midBits = Float.floatToIntBits(midVal);
                int keyBits = Float.floatToIntBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    // ---- double sort ----

    public static void sort(double[] a) {
        sortDouble(a, 0, a.length);
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sortDouble(a, fromIndex, toIndex);
    }

    /* NaNs go to the end; zeros are sorted as equal, then -0.0s are put before 0.0s. */
    private static void sortDouble(double[] a, int from, int to) {
        int negZeros = 0;
        int end = to;
        for (int i = from; i < end; ) {
            double v = a[i];
            if (v != v) {
                a[i] = a[--end];
                a[end] = v;
            } else {
                if (v == 0 && Double.doubleToRawLongBits(v) < 0) {
                    negZeros++;
                }
                i++;
            }
        }
        introSortDouble(a, from, end, 2 * log2(end - from + 1));
        if (negZeros > 0) {
            int lo = from;
            int hi = end;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (a[mid] < 0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            for (int i = 0; i < negZeros; i++) {
                a[lo + i] = -0.0;
            }
            for (int i = lo + negZeros; i < end && a[i] == 0; i++) {
                a[i] = 0.0;
            }
        }
    }

    private static void introSortDouble(double[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSortDouble(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            double x = a[lo];
            double y = a[mid];
            double z = a[hi - 1];
            double pivot = (x < y) ? ((y < z) ? y : (x < z) ? z : x) : ((x < z) ? x : (y < z) ? z : y);
            // three-way partition: [lo, lt) < pivot, [lt, i) == pivot, (gt, hi) > pivot
            int lt = lo;
            int i = lo;
            int gt = hi - 1;
            while (i <= gt) {
                double v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else {
                    i++;
                }
            }
            if (lt - lo < hi - gt - 1) {
                introSortDouble(a, lo, lt, depth);
                lo = gt + 1;
            } else {
                introSortDouble(a, gt + 1, hi, depth);
                hi = lt;
            }
        }
        for (int i = lo + 1; i < hi; i++) {
            double v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSortDouble(double[] a, int lo, int hi) {
        int n = hi - lo;
        for (int k = n / 2 - 1; k >= 0; k--) {
            siftDownDouble(a, lo, k, n);
        }
        for (int end = n - 1; end > 0; end--) {
            double t = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = t;
            siftDownDouble(a, lo, 0, end);
        }
    }

    private static void siftDownDouble(double[] a, int lo, int k, int n) {
        double v = a[lo + k];
        for (;;) {
            int c = 2 * k + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c] < a[lo + c + 1]) {
                c++;
            }
            if (!(v < a[lo + c])) {
                break;
            }
            a[lo + k] = a[lo + c];
            k = c;
        }
        a[lo + k] = v;
    }

    public static int binarySearch(double[] a, double key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(double[] a, int fromIndex, int toIndex, double key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            double midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                long midBits = Double.doubleToLongBits(midVal);
                long keyBits = Double.doubleToLongBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    // ---- int[] ----

    public static String toString(int[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static boolean equals(int[] a, int[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(int[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int element : a) {
            result = 31 * result + element;
        }
        return result;
    }

    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(new StringBuilder().append(from).append(" > ").append(to)
                .toString());
        }
        int[] copy = new int[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    // ---- long[] ----

    public static String toString(long[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static boolean equals(long[] a, long[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(long[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (long element : a) {
            result = 31 * result + (int) (element ^ (element >>> 32));
        }
        return result;
    }

    public static void fill(long[] a, long val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static long[] copyOf(long[] original, int newLength) {
        long[] copy = new long[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(new StringBuilder().append(from).append(" > ").append(to)
                .toString());
        }
        long[] copy = new long[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    // ---- short[] ----

    public static String toString(short[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static boolean equals(short[] a, short[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(short[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (short element : a) {
            result = 31 * result + element;
        }
        return result;
    }

    public static void fill(short[] a, short val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static short[] copyOf(short[] original, int newLength) {
        short[] copy = new short[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(new StringBuilder().append(from).append(" > ").append(to)
                .toString());
        }
        short[] copy = new short[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    // ---- char[] ----

    public static String toString(char[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static boolean equals(char[] a, char[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(char[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (char element : a) {
            result = 31 * result + element;
        }
        return result;
    }

    public static void fill(char[] a, char val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static char[] copyOf(char[] original, int newLength) {
        char[] copy = new char[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(new StringBuilder().append(from).append(" > ").append(to)
                .toString());
        }
        char[] copy = new char[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    // ---- byte[] ----

    public static String toString(byte[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static boolean equals(byte[] a, byte[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(byte[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (byte element : a) {
            result = 31 * result + element;
        }
        return result;
    }

    public static void fill(byte[] a, byte val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] copy = new byte[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(new StringBuilder().append(from).append(" > ").append(to)
                .toString());
        }
        byte[] copy = new byte[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    // ---- float[] ----

    public static String toString(float[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static boolean equals(float[] a, float[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(float[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (float element : a) {
            result = 31 * result + Float.floatToIntBits(element);
        }
        return result;
    }

    public static void fill(float[] a, float val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static float[] copyOf(float[] original, int newLength) {
        float[] copy = new float[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(new StringBuilder().append(from).append(" > ").append(to)
                .toString());
        }
        float[] copy = new float[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    // ---- double[] ----

    public static String toString(double[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static boolean equals(double[] a, double[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(double[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (double element : a) {
            long bits = Double.doubleToLongBits(element);
            result = 31 * result + (int) (bits ^ (bits >>> 32));
        }
        return result;
    }

    public static void fill(double[] a, double val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static double[] copyOf(double[] original, int newLength) {
        double[] copy = new double[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(new StringBuilder().append(from).append(" > ").append(to)
                .toString());
        }
        double[] copy = new double[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    // ---- boolean[] ----

    public static String toString(boolean[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static boolean equals(boolean[] a, boolean[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(boolean[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (boolean element : a) {
            result = 31 * result + (element ? 1231 : 1237);
        }
        return result;
    }

    public static void fill(boolean[] a, boolean val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(new StringBuilder().append(from).append(" > ").append(to)
                .toString());
        }
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    // ---- Object[] ----

    public static String toString(Object[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(String.valueOf(a[i]));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static boolean equals(Object[] a, Object[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!Objects.equals(a[i], a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static int hashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (Object element : a) {
            result = 31 * result + (element == null ? 0 : element.hashCode());
        }
        return result;
    }

    public static int deepHashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (Object element : a) {
            int elementHash;
            if (element == null) {
                elementHash = 0;
            } else if (element instanceof Object[]) {
                elementHash = deepHashCode((Object[]) element);
            } else if (element instanceof int[]) {
                elementHash = hashCode((int[]) element);
            } else if (element instanceof long[]) {
                elementHash = hashCode((long[]) element);
            } else if (element instanceof short[]) {
                elementHash = hashCode((short[]) element);
            } else if (element instanceof char[]) {
                elementHash = hashCode((char[]) element);
            } else if (element instanceof byte[]) {
                elementHash = hashCode((byte[]) element);
            } else if (element instanceof boolean[]) {
                elementHash = hashCode((boolean[]) element);
            } else if (element instanceof float[]) {
                elementHash = hashCode((float[]) element);
            } else if (element instanceof double[]) {
                elementHash = hashCode((double[]) element);
            } else {
                elementHash = element.hashCode();
            }
            result = 31 * result + elementHash;
        }
        return result;
    }

    public static boolean deepEquals(Object[] a1, Object[] a2) {
        if (a1 == a2) {
            return true;
        }
        if (a1 == null || a2 == null) {
            return false;
        }
        int length = a1.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            Object e1 = a1[i];
            Object e2 = a2[i];
            if (e1 == e2) {
                continue;
            }
            if (e1 == null) {
                return false;
            }
            if (!deepEquals0(e1, e2)) {
                return false;
            }
        }
        return true;
    }

    static boolean deepEquals0(Object e1, Object e2) {
        if (e1 instanceof Object[] && e2 instanceof Object[]) {
            return deepEquals((Object[]) e1, (Object[]) e2);
        } else if (e1 instanceof byte[] && e2 instanceof byte[]) {
            return equals((byte[]) e1, (byte[]) e2);
        } else if (e1 instanceof short[] && e2 instanceof short[]) {
            return equals((short[]) e1, (short[]) e2);
        } else if (e1 instanceof int[] && e2 instanceof int[]) {
            return equals((int[]) e1, (int[]) e2);
        } else if (e1 instanceof long[] && e2 instanceof long[]) {
            return equals((long[]) e1, (long[]) e2);
        } else if (e1 instanceof char[] && e2 instanceof char[]) {
            return equals((char[]) e1, (char[]) e2);
        } else if (e1 instanceof float[] && e2 instanceof float[]) {
            return equals((float[]) e1, (float[]) e2);
        } else if (e1 instanceof double[] && e2 instanceof double[]) {
            return equals((double[]) e1, (double[]) e2);
        } else if (e1 instanceof boolean[] && e2 instanceof boolean[]) {
            return equals((boolean[]) e1, (boolean[]) e2);
        } else {
            return e1.equals(e2);
        }
    }

    public static String deepToString(Object[] a) {
        if (a == null) {
            return "null";
        }
        int bufLen = 20 * a.length;
        if (a.length != 0 && bufLen <= 0) {
            bufLen = Integer.MAX_VALUE;
        }
        StringBuilder buf = new StringBuilder(bufLen);
        deepToString(a, buf, new Object[8], 0);
        return buf.toString();
    }

    /* dejaVu[0, depth) are the arrays being printed (identity); returns nothing. */
    private static void deepToString(Object[] a, StringBuilder buf, Object[] dejaVu, int depth) {
        if (a == null) {
            buf.append("null");
            return;
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            buf.append("[]");
            return;
        }
        if (depth == dejaVu.length) {
            dejaVu = copyOf(dejaVu, depth * 2);
        }
        dejaVu[depth] = a;
        buf.append('[');
        for (int i = 0; ; i++) {
            Object element = a[i];
            if (element == null) {
                buf.append("null");
            } else if (element instanceof Object[]) {
                boolean seen = false;
                for (int k = 0; k <= depth; k++) {
                    if (dejaVu[k] == element) {
                        seen = true;
                    }
                }
                if (seen) {
                    buf.append("[...]");
                } else {
                    deepToString((Object[]) element, buf, dejaVu, depth + 1);
                }
            } else if (element instanceof byte[]) {
                buf.append(toString((byte[]) element));
            } else if (element instanceof short[]) {
                buf.append(toString((short[]) element));
            } else if (element instanceof int[]) {
                buf.append(toString((int[]) element));
            } else if (element instanceof long[]) {
                buf.append(toString((long[]) element));
            } else if (element instanceof char[]) {
                buf.append(toString((char[]) element));
            } else if (element instanceof float[]) {
                buf.append(toString((float[]) element));
            } else if (element instanceof double[]) {
                buf.append(toString((double[]) element));
            } else if (element instanceof boolean[]) {
                buf.append(toString((boolean[]) element));
            } else {
                buf.append(element.toString());
            }
            if (i == iMax) {
                break;
            }
            buf.append(", ");
        }
        buf.append(']');
        dejaVu[depth] = null;
    }

    public static void fill(Object[] a, Object val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] copy = ((Object) newType == (Object) Object[].class)
            ? (T[]) new Object[newLength]
            : (T[]) Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(new StringBuilder().append(from).append(" > ").append(to)
                .toString());
        }
        T[] copy = ((Object) newType == (Object) Object[].class)
            ? (T[]) new Object[newLength]
            : (T[]) Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    // ---- Object sorts: TimSort ----

    public static void sort(Object[] a) {
        timSort(a, 0, a.length, null);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        timSort(a, fromIndex, toIndex, null);
    }

    public static <T> void sort(T[] a, Comparator<? super T> c) {
        timSort(a, 0, a.length, c);
    }

    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        timSort(a, fromIndex, toIndex, c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int cmp(Object x, Object y, Comparator c) {
        return c == null ? ((Comparable) x).compareTo(y) : c.compare(x, y);
    }

    /* Object sorts are TimSort, step for step as the JDK's (runs, binary insertion for
     * short ranges, run-stack merging with galloping), so a comparator sees the same calls
     * in the same order and an inconsistent one fails with the same exception. */
    private static final int MIN_MERGE = 32;

    @SuppressWarnings("rawtypes")
    private static void timSort(Object[] a, int from, int to, Comparator c) {
        int n = to - from;
        if (n < 2) {
            return;
        }
        if (n < MIN_MERGE) {
            int initRunLen = countRunAndMakeAscending(a, from, to, c);
            binarySort(a, from, to, from + initRunLen, c);
            return;
        }
        TimSort ts = new TimSort(a, c, n);
        int minRun = minRunLength(n);
        int lo = from;
        int nRemaining = n;
        do {
            int runLen = countRunAndMakeAscending(a, lo, to, c);
            if (runLen < minRun) {
                int force = nRemaining <= minRun ? nRemaining : minRun;
                binarySort(a, lo, lo + force, lo + runLen, c);
                runLen = force;
            }
            ts.pushRun(lo, runLen);
            ts.mergeCollapse();
            lo += runLen;
            nRemaining -= runLen;
        } while (nRemaining != 0);
        ts.mergeForceCollapse();
    }

    private static int minRunLength(int n) {
        int r = 0;
        while (n >= MIN_MERGE) {
            r |= (n & 1);
            n >>= 1;
        }
        return n + r;
    }

    /* The run stack and merging of TimSort: runs are merged while the stack's lengths
     * break the invariants, with galloping once one side wins MIN_GALLOP times. */
    @SuppressWarnings("rawtypes")
    private static final class TimSort {
        private static final int MIN_GALLOP = 7;
        private final Object[] a;
        private final Comparator c;
        private int minGallop = MIN_GALLOP;
        private Object[] tmp;
        private int stackSize = 0;
        private final int[] runBase;
        private final int[] runLen;

        TimSort(Object[] a, Comparator c, int len) {
            this.a = a;
            this.c = c;
            tmp = new Object[(len < 2 * 256) ? len >>> 1 : 256];
            int stackLen = (len < 120 ? 5 : len < 1542 ? 10 : len < 119151 ? 24 : 49);
            runBase = new int[stackLen];
            runLen = new int[stackLen];
        }

        void pushRun(int base, int len) {
            runBase[stackSize] = base;
            runLen[stackSize] = len;
            stackSize++;
        }

        void mergeCollapse() {
            while (stackSize > 1) {
                int n = stackSize - 2;
                if (n > 0 && runLen[n - 1] <= runLen[n] + runLen[n + 1]
                        || n > 1 && runLen[n - 2] <= runLen[n] + runLen[n - 1]) {
                    if (runLen[n - 1] < runLen[n + 1]) {
                        n--;
                    }
                } else if (runLen[n] > runLen[n + 1]) {
                    break;
                }
                mergeAt(n);
            }
        }

        void mergeForceCollapse() {
            while (stackSize > 1) {
                int n = stackSize - 2;
                if (n > 0 && runLen[n - 1] < runLen[n + 1]) {
                    n--;
                }
                mergeAt(n);
            }
        }

        private void mergeAt(int i) {
            int base1 = runBase[i];
            int len1 = runLen[i];
            int base2 = runBase[i + 1];
            int len2 = runLen[i + 1];
            runLen[i] = len1 + len2;
            if (i == stackSize - 3) {
                runBase[i + 1] = runBase[i + 2];
                runLen[i + 1] = runLen[i + 2];
            }
            stackSize--;
            int k = gallopRight(a[base2], a, base1, len1, 0, c);
            base1 += k;
            len1 -= k;
            if (len1 == 0) {
                return;
            }
            len2 = gallopLeft(a[base1 + len1 - 1], a, base2, len2, len2 - 1, c);
            if (len2 == 0) {
                return;
            }
            if (len1 <= len2) {
                mergeLo(base1, len1, base2, len2);
            } else {
                mergeHi(base1, len1, base2, len2);
            }
        }

        private static int gallopLeft(Object key, Object[] a, int base, int len, int hint, Comparator c) {
            int lastOfs = 0;
            int ofs = 1;
            if (cmp(key, a[base + hint], c) > 0) {
                int maxOfs = len - hint;
                while (ofs < maxOfs && cmp(key, a[base + hint + ofs], c) > 0) {
                    lastOfs = ofs;
                    ofs = (ofs << 1) + 1;
                    if (ofs <= 0) {
                        ofs = maxOfs;
                    }
                }
                if (ofs > maxOfs) {
                    ofs = maxOfs;
                }
                lastOfs += hint;
                ofs += hint;
            } else {
                int maxOfs = hint + 1;
                while (ofs < maxOfs && cmp(key, a[base + hint - ofs], c) <= 0) {
                    lastOfs = ofs;
                    ofs = (ofs << 1) + 1;
                    if (ofs <= 0) {
                        ofs = maxOfs;
                    }
                }
                if (ofs > maxOfs) {
                    ofs = maxOfs;
                }
                int t = lastOfs;
                lastOfs = hint - ofs;
                ofs = hint - t;
            }
            lastOfs++;
            while (lastOfs < ofs) {
                int m = lastOfs + ((ofs - lastOfs) >>> 1);
                if (cmp(key, a[base + m], c) > 0) {
                    lastOfs = m + 1;
                } else {
                    ofs = m;
                }
            }
            return ofs;
        }

        private static int gallopRight(Object key, Object[] a, int base, int len, int hint, Comparator c) {
            int ofs = 1;
            int lastOfs = 0;
            if (cmp(key, a[base + hint], c) < 0) {
                int maxOfs = hint + 1;
                while (ofs < maxOfs && cmp(key, a[base + hint - ofs], c) < 0) {
                    lastOfs = ofs;
                    ofs = (ofs << 1) + 1;
                    if (ofs <= 0) {
                        ofs = maxOfs;
                    }
                }
                if (ofs > maxOfs) {
                    ofs = maxOfs;
                }
                int t = lastOfs;
                lastOfs = hint - ofs;
                ofs = hint - t;
            } else {
                int maxOfs = len - hint;
                while (ofs < maxOfs && cmp(key, a[base + hint + ofs], c) >= 0) {
                    lastOfs = ofs;
                    ofs = (ofs << 1) + 1;
                    if (ofs <= 0) {
                        ofs = maxOfs;
                    }
                }
                if (ofs > maxOfs) {
                    ofs = maxOfs;
                }
                lastOfs += hint;
                ofs += hint;
            }
            lastOfs++;
            while (lastOfs < ofs) {
                int m = lastOfs + ((ofs - lastOfs) >>> 1);
                if (cmp(key, a[base + m], c) < 0) {
                    ofs = m;
                } else {
                    lastOfs = m + 1;
                }
            }
            return ofs;
        }

        private Object[] ensureCapacity(int minCapacity) {
            if (tmp.length < minCapacity) {
                int newSize = -1 >>> Integer.numberOfLeadingZeros(minCapacity);
                newSize++;
                if (newSize < 0) {
                    newSize = minCapacity;
                } else {
                    newSize = Math.min(newSize, a.length >>> 1);
                }
                tmp = new Object[Math.max(newSize, minCapacity)];
            }
            return tmp;
        }

        private static IllegalArgumentException contract() {
            return new IllegalArgumentException("Comparison method violates its general contract!");
        }

        private void mergeLo(int base1, int len1, int base2, int len2) {
            Object[] a = this.a;
            Object[] tmp = ensureCapacity(len1);
            int cursor1 = 0;
            int cursor2 = base2;
            int dest = base1;
            System.arraycopy(a, base1, tmp, cursor1, len1);
            a[dest++] = a[cursor2++];
            if (--len2 == 0) {
                System.arraycopy(tmp, cursor1, a, dest, len1);
                return;
            }
            if (len1 == 1) {
                System.arraycopy(a, cursor2, a, dest, len2);
                a[dest + len2] = tmp[cursor1];
                return;
            }
            Comparator c = this.c;
            int minGallop = this.minGallop;
            outer:
            while (true) {
                int count1 = 0;
                int count2 = 0;
                do {
                    if (cmp(a[cursor2], tmp[cursor1], c) < 0) {
                        a[dest++] = a[cursor2++];
                        count2++;
                        count1 = 0;
                        if (--len2 == 0) {
                            break outer;
                        }
                    } else {
                        a[dest++] = tmp[cursor1++];
                        count1++;
                        count2 = 0;
                        if (--len1 == 1) {
                            break outer;
                        }
                    }
                } while ((count1 | count2) < minGallop);
                do {
                    count1 = gallopRight(a[cursor2], tmp, cursor1, len1, 0, c);
                    if (count1 != 0) {
                        System.arraycopy(tmp, cursor1, a, dest, count1);
                        dest += count1;
                        cursor1 += count1;
                        len1 -= count1;
                        if (len1 <= 1) {
                            break outer;
                        }
                    }
                    a[dest++] = a[cursor2++];
                    if (--len2 == 0) {
                        break outer;
                    }
                    count2 = gallopLeft(tmp[cursor1], a, cursor2, len2, 0, c);
                    if (count2 != 0) {
                        System.arraycopy(a, cursor2, a, dest, count2);
                        dest += count2;
                        cursor2 += count2;
                        len2 -= count2;
                        if (len2 == 0) {
                            break outer;
                        }
                    }
                    a[dest++] = tmp[cursor1++];
                    if (--len1 == 1) {
                        break outer;
                    }
                    minGallop--;
                } while (count1 >= MIN_GALLOP | count2 >= MIN_GALLOP);
                if (minGallop < 0) {
                    minGallop = 0;
                }
                minGallop += 2;
            }
            this.minGallop = minGallop < 1 ? 1 : minGallop;
            if (len1 == 1) {
                System.arraycopy(a, cursor2, a, dest, len2);
                a[dest + len2] = tmp[cursor1];
            } else if (len1 == 0) {
                throw contract();
            } else {
                System.arraycopy(tmp, cursor1, a, dest, len1);
            }
        }

        private void mergeHi(int base1, int len1, int base2, int len2) {
            Object[] a = this.a;
            Object[] tmp = ensureCapacity(len2);
            int tmpBase = 0;
            System.arraycopy(a, base2, tmp, tmpBase, len2);
            int cursor1 = base1 + len1 - 1;
            int cursor2 = tmpBase + len2 - 1;
            int dest = base2 + len2 - 1;
            a[dest--] = a[cursor1--];
            if (--len1 == 0) {
                System.arraycopy(tmp, tmpBase, a, dest - (len2 - 1), len2);
                return;
            }
            if (len2 == 1) {
                dest -= len1;
                cursor1 -= len1;
                System.arraycopy(a, cursor1 + 1, a, dest + 1, len1);
                a[dest] = tmp[cursor2];
                return;
            }
            Comparator c = this.c;
            int minGallop = this.minGallop;
            outer:
            while (true) {
                int count1 = 0;
                int count2 = 0;
                do {
                    if (cmp(tmp[cursor2], a[cursor1], c) < 0) {
                        a[dest--] = a[cursor1--];
                        count1++;
                        count2 = 0;
                        if (--len1 == 0) {
                            break outer;
                        }
                    } else {
                        a[dest--] = tmp[cursor2--];
                        count2++;
                        count1 = 0;
                        if (--len2 == 1) {
                            break outer;
                        }
                    }
                } while ((count1 | count2) < minGallop);
                do {
                    count1 = len1 - gallopRight(tmp[cursor2], a, base1, len1, len1 - 1, c);
                    if (count1 != 0) {
                        dest -= count1;
                        cursor1 -= count1;
                        len1 -= count1;
                        System.arraycopy(a, cursor1 + 1, a, dest + 1, count1);
                        if (len1 == 0) {
                            break outer;
                        }
                    }
                    a[dest--] = tmp[cursor2--];
                    if (--len2 == 1) {
                        break outer;
                    }
                    count2 = len2 - gallopLeft(a[cursor1], tmp, tmpBase, len2, len2 - 1, c);
                    if (count2 != 0) {
                        dest -= count2;
                        cursor2 -= count2;
                        len2 -= count2;
                        System.arraycopy(tmp, cursor2 + 1, a, dest + 1, count2);
                        if (len2 <= 1) {
                            break outer;
                        }
                    }
                    a[dest--] = a[cursor1--];
                    if (--len1 == 0) {
                        break outer;
                    }
                    minGallop--;
                } while (count1 >= MIN_GALLOP | count2 >= MIN_GALLOP);
                if (minGallop < 0) {
                    minGallop = 0;
                }
                minGallop += 2;
            }
            this.minGallop = minGallop < 1 ? 1 : minGallop;
            if (len2 == 1) {
                dest -= len1;
                cursor1 -= len1;
                System.arraycopy(a, cursor1 + 1, a, dest + 1, len1);
                a[dest] = tmp[cursor2];
            } else if (len2 == 0) {
                throw contract();
            } else {
                System.arraycopy(tmp, tmpBase, a, dest - (len2 - 1), len2);
            }
        }
    }

    @SuppressWarnings("rawtypes")
    private static int countRunAndMakeAscending(Object[] a, int lo, int hi, Comparator c) {
        int runHi = lo + 1;
        if (runHi == hi) {
            return 1;
        }
        if (cmp(a[runHi++], a[lo], c) < 0) {
            while (runHi < hi && cmp(a[runHi], a[runHi - 1], c) < 0) {
                runHi++;
            }
            for (int i = lo, j = runHi - 1; i < j; i++, j--) {
                Object t = a[i];
                a[i] = a[j];
                a[j] = t;
            }
        } else {
            while (runHi < hi && cmp(a[runHi], a[runHi - 1], c) >= 0) {
                runHi++;
            }
        }
        return runHi - lo;
    }

    @SuppressWarnings("rawtypes")
    private static void binarySort(Object[] a, int lo, int hi, int start, Comparator c) {
        if (start == lo) {
            start++;
        }
        for (; start < hi; start++) {
            Object pivot = a[start];
            int left = lo;
            int right = start;
            while (left < right) {
                int mid = (left + right) >>> 1;
                if (cmp(pivot, a[mid], c) < 0) {
                    right = mid;
                } else {
                    left = mid + 1;
                }
            }
            System.arraycopy(a, left, a, left + 1, start - left);
            a[left] = pivot;
        }
    }

    public static int binarySearch(Object[] a, Object key) {
        return binarySearch0(a, 0, a.length, key, null);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, null);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return binarySearch0(a, 0, a.length, key, c);
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, c);
    }

    @SuppressWarnings("rawtypes")
    private static int binarySearch0(Object[] a, int fromIndex, int toIndex, Object key, Comparator c) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int r = c == null ? cmp(a[mid], key, null) : cmp(a[mid], key, c);
            if (r < 0) {
                low = mid + 1;
            } else if (r > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    // ---- setAll ----

    public static <T> void setAll(T[] array, IntFunction<? extends T> generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.apply(i);
        }
    }

    public static void setAll(int[] array, IntUnaryOperator generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsInt(i);
        }
    }

    public static void setAll(long[] array, IntToLongFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsLong(i);
        }
    }

    public static void setAll(double[] array, IntToDoubleFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsDouble(i);
        }
    }

    // ---- asList: a fixed-size list view of the array ----

    @SafeVarargs
    @SuppressWarnings("varargs")
    public static <T> List<T> asList(T... a) {
        return new ArrayList<>(a);
    }

    /* serial form: named ArrayList as the JDK's class is (streams name it) */
    private static final class ArrayList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = -2764017481108945198L;
        private final E[] a;

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        public int size() {
            return a.length;
        }

        public Object[] toArray() {
            return Arrays.copyOf(a, a.length, Object[].class);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] t) {
            int size = a.length;
            if (t.length < size) {
                return Arrays.copyOf(this.a, size, (Class<? extends T[]>) t.getClass());
            }
            System.arraycopy(this.a, 0, t, 0, size);
            if (t.length > size) {
                t[size] = null;
            }
            return t;
        }

        public E get(int index) {
            return a[index];
        }

        public E set(int index, E element) {
            E old = a[index];
            a[index] = element;
            return old;
        }

        public int indexOf(Object o) {
            for (int i = 0; i < a.length; i++) {
                if (Objects.equals(o, a[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public void forEach(java.util.function.Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (E e : a) {
                action.accept(e);
            }
        }

        public void replaceAll(java.util.function.UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            for (int i = 0; i < a.length; i++) {
                a[i] = operator.apply(a[i]);
            }
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                int i = 0;

                public boolean hasNext() {
                    return i < a.length;
                }

                public E next() {
                    if (i >= a.length) {
                        throw new NoSuchElementException();
                    }
                    return a[i++];
                }
            };
        }
    }

    // ---- streams over arrays (java.util.stream pulls from the array itself) ----

    private static void checkStreamRange(int length, int origin, int fence) {
        if (origin > fence) {
            throw new ArrayIndexOutOfBoundsException("origin(" + origin + ") > fence(" + fence + ")");
        }
        if (origin < 0) {
            throw new ArrayIndexOutOfBoundsException(origin);
        }
        if (fence > length) {
            throw new ArrayIndexOutOfBoundsException(fence);
        }
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array) {
        int n = array.length; /* a null array is "array" in the NPE's message, as the JDK's */
        return asList(array).stream();
    }

    public static <T> java.util.stream.Stream<T> stream(T[] array, int startInclusive, int endExclusive) {
        checkStreamRange(array.length, startInclusive, endExclusive);
        return asList(array).subList(startInclusive, endExclusive).stream();
    }

    public static java.util.stream.IntStream stream(int[] array) {
        int n = array.length; /* a null array is "array" in the NPE's message, as the JDK's */
        return java.util.stream.IntStream.of(array);
    }

    public static java.util.stream.IntStream stream(int[] array, int startInclusive, int endExclusive) {
        checkStreamRange(array.length, startInclusive, endExclusive);
        return java.util.stream.IntStream.of(copyOfRange(array, startInclusive, endExclusive));
    }

    public static java.util.stream.LongStream stream(long[] array) {
        int n = array.length; /* a null array is "array" in the NPE's message, as the JDK's */
        return java.util.stream.LongStream.of(array);
    }

    public static java.util.stream.LongStream stream(long[] array, int startInclusive, int endExclusive) {
        checkStreamRange(array.length, startInclusive, endExclusive);
        return java.util.stream.LongStream.of(copyOfRange(array, startInclusive, endExclusive));
    }

    public static java.util.stream.DoubleStream stream(double[] array) {
        int n = array.length; /* a null array is "array" in the NPE's message, as the JDK's */
        return java.util.stream.DoubleStream.of(array);
    }

    public static java.util.stream.DoubleStream stream(double[] array, int startInclusive, int endExclusive) {
        checkStreamRange(array.length, startInclusive, endExclusive);
        return java.util.stream.DoubleStream.of(copyOfRange(array, startInclusive, endExclusive));
    }
}
