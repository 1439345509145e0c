//! Why no picture was made (a leaf: the drawing and the entry both use it).

use schocken_core::tr;

/// Why no picture was made. The document is the program's own, so each is a fault of the
/// program, said as such.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// The SVG did not read.
    Drawing(String),
    /// No picture of this size can be made.
    Size(u32, u32),
    /// The PNG could not be written.
    Encoding(String),
}

impl ShareError {
    pub fn message(&self) -> String {
        match self {
            ShareError::Drawing(e) => tr!("share-error-drawing", error = e.as_str()),
            ShareError::Size(w, h) => tr!("share-error-size", width = *w, height = *h),
            ShareError::Encoding(e) => tr!("share-error-encoding", error = e.as_str()),
        }
    }
}

schocken_core::worded_error!(ShareError);
