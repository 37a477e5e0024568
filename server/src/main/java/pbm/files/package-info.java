/** Files and folders readable by their owner only: a leaf every layer that writes files uses. */
package pbm.files;
